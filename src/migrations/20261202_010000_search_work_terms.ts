import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand, with no schema snapshot: the words of each artist's
 * published artworks, with the best rank one of those artworks has for each
 * word (decision 040, "Fifth step"). A text of one word then
 * reads the artists its artworks find, and their ranks, from one index range,
 * instead of ranking every artwork it finds; and the artist's search row
 * holds those words too, so that the artists they find come from one index
 * of `artist_search` with the others. Triggers keep both current; a bulk
 * import, its triggers off, calls `artist_work_terms_add` itself (the rows'
 * `work_words` are filled as they are written, whatever the import does).
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

  -- The words of an artist's published artworks, without positions: what a one-word text looks for.
  ALTER TABLE "artist_search" ADD COLUMN "work_words" tsvector DEFAULT ''::tsvector NOT NULL;
  CREATE INDEX "artist_search_work_words_idx" ON "artist_search" USING gin ("work_words");
  -- In PL/pgSQL, whose plan is kept for the session: an SQL function called from a trigger is planned again
  -- each time, four times the cost of a search row written by a bulk import.
  CREATE FUNCTION "artist_work_words"(profile integer) RETURNS tsvector LANGUAGE plpgsql STABLE AS $$
  BEGIN
    RETURN (SELECT coalesce(array_to_tsvector(array_agg(DISTINCT u.lexeme)), ''::tsvector)
      FROM artwork_search w CROSS JOIN LATERAL unnest(w.document) AS u WHERE w.profile_id = profile);
  END $$;

  -- The words of these artworks, each kept for its artist with the best rank so far.
  CREATE FUNCTION "artist_work_terms_add"(artworks integer[]) RETURNS void LANGUAGE sql AS $$
    INSERT INTO artist_work_terms (lexeme, profile_id, rank)
    SELECT u.lexeme, w.profile_id, max(art_lexeme_rank(w.document, u.lexeme))
    FROM artwork_search w CROSS JOIN LATERAL unnest(w.document) AS u
    WHERE w.artwork_id = ANY(artworks)
    GROUP BY u.lexeme, w.profile_id
    -- In the key's order: a bulk import's words go into the index page after page, not all over it.
    ORDER BY u.lexeme, w.profile_id
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
    UPDATE artist_search s SET work_words = w.words
      FROM (SELECT p.id, artist_work_words(p.id) AS words
        FROM unnest(ARRAY[OLD.profile_id, NEW.profile_id]) AS p(id) WHERE p.id IS NOT NULL) w
      WHERE s.profile_id = w.id AND s.work_words <> w.words;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "artwork_search_terms" AFTER INSERT OR UPDATE OR DELETE ON "artwork_search"
    FOR EACH ROW EXECUTE FUNCTION artwork_search_terms_trigger();

  -- A search row is written whole (artist_search_refresh): its artworks' words with it. Always, even in
  -- a bulk import that turns the other triggers off: filled afterwards, every row would be written twice,
  -- and the table, twice its size, read twice as slowly.
  CREATE FUNCTION "artist_search_work_words_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.work_words := artist_work_words(NEW.profile_id);
    RETURN NEW;
  END $$;
  CREATE TRIGGER "artist_search_work_words_fill" BEFORE INSERT ON "artist_search"
    FOR EACH ROW EXECUTE FUNCTION artist_search_work_words_fill();
  ALTER TABLE "artist_search" ENABLE ALWAYS TRIGGER "artist_search_work_words_fill";

  SELECT artist_work_terms_add(ARRAY(SELECT artwork_id FROM artwork_search));
  UPDATE artist_search SET work_words = artist_work_words(profile_id);
  ANALYZE artist_work_terms, artist_search;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER "artist_search_work_words_fill" ON "artist_search";
  DROP FUNCTION "artist_search_work_words_fill"();
  DROP TRIGGER "artwork_search_terms" ON "artwork_search";
  DROP FUNCTION "artwork_search_terms_trigger"();
  DROP FUNCTION "artist_work_terms_add"(integer[]);
  DROP FUNCTION "art_lexeme_rank"(tsvector, text);
  DROP TABLE "artist_work_terms";
  DROP FUNCTION "artist_work_words"(integer);
  DROP INDEX "artist_search_work_words_idx";
  ALTER TABLE "artist_search" DROP COLUMN "work_words";
  `)
}
