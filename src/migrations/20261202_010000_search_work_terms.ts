import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand, with no schema snapshot: the words of each artist's
 * published artworks, with the best rank one of those artworks has for each
 * word (decision 040, "Fifth step"). A text of one word — most searches — then
 * reads the artists its artworks find, and their ranks, from one index range,
 * instead of ranking every artwork it finds. A trigger on `artwork_search`
 * keeps them current; a bulk import, its triggers off, calls
 * `artist_work_terms_add` itself.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "artist_work_terms" (
    "lexeme" text NOT NULL,
    "profile_id" integer NOT NULL,
    "rank" real NOT NULL,
    PRIMARY KEY ("lexeme", "profile_id") INCLUDE ("rank")
  );

  -- How a document ranks for one of its words: ts_rank with that word alone as the query, which is
  -- exactly what a search for the word asks (websearch_to_tsquery of it is that one lexeme).
  CREATE FUNCTION "art_lexeme_rank"(document tsvector, lexeme text) RETURNS real
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT ts_rank(document, ('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || '''')::tsquery)
  $$;

  -- The words of these artworks, each kept for its artist with the best rank so far.
  CREATE FUNCTION "artist_work_terms_add"(artworks integer[]) RETURNS void LANGUAGE sql AS $$
    INSERT INTO artist_work_terms (lexeme, profile_id, rank)
    SELECT u.lexeme, w.profile_id, max(art_lexeme_rank(w.document, u.lexeme))
    FROM artwork_search w CROSS JOIN LATERAL unnest(w.document) AS u
    WHERE w.artwork_id = ANY(artworks)
    GROUP BY u.lexeme, w.profile_id
    ON CONFLICT (lexeme, profile_id) DO UPDATE SET rank = greatest(artist_work_terms.rank, EXCLUDED.rank);
  $$;

  -- An artwork leaving takes its words' best ranks with it: each is ranked again over the artist's
  -- artworks still there, and a word none of them has is dropped. One arriving can only raise a rank.
  CREATE FUNCTION "artwork_search_terms_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      DELETE FROM artist_work_terms t USING unnest(OLD.document) AS u
        WHERE t.lexeme = u.lexeme AND t.profile_id = OLD.profile_id;
      INSERT INTO artist_work_terms (lexeme, profile_id, rank)
      SELECT u.lexeme, OLD.profile_id, max(art_lexeme_rank(w.document, u.lexeme))
      FROM artwork_search w CROSS JOIN LATERAL unnest(w.document) AS u
      WHERE w.profile_id = OLD.profile_id AND u.lexeme = ANY(tsvector_to_array(OLD.document))
      GROUP BY u.lexeme;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM artist_work_terms_add(ARRAY[NEW.artwork_id]);
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "artwork_search_terms" AFTER INSERT OR UPDATE OR DELETE ON "artwork_search"
    FOR EACH ROW EXECUTE FUNCTION artwork_search_terms_trigger();

  SELECT artist_work_terms_add(ARRAY(SELECT artwork_id FROM artwork_search));
  ANALYZE artist_work_terms;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER "artwork_search_terms" ON "artwork_search";
  DROP FUNCTION "artwork_search_terms_trigger"();
  DROP FUNCTION "artist_work_terms_add"(integer[]);
  DROP FUNCTION "art_lexeme_rank"(tsvector, text);
  DROP TABLE "artist_work_terms";
  `)
}
