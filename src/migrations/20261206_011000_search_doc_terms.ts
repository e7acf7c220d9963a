import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand, with no schema snapshot: each word of an artist's own
 * search document with its rank (decision 040, "Sixth step"), as
 * `artist_work_terms` has the words of their artworks. A text of one word then
 * finds its artists, and ranks them, from two index ranges, without reading
 * their search rows (1.5 KB each; 20,000 of them for "blue" at 50,000
 * artists). `ts_rank` of a one-word query depends only on that word's
 * positions and weights, so the stored rank is the one the search computed.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "artist_doc_terms" (
    "lexeme" text NOT NULL,
    "profile_id" integer NOT NULL,
    "rank" real NOT NULL,
    PRIMARY KEY ("lexeme", "profile_id") INCLUDE ("rank")
  );

  -- The row's words replaced when its document changes. Enabled ALWAYS, like artist_search_work_words_fill:
  -- a bulk import with its triggers off writes each artist's words as it writes the row.
  CREATE FUNCTION "artist_doc_terms_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND OLD.document = NEW.document AND OLD.profile_id = NEW.profile_id THEN
      RETURN NULL;
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      DELETE FROM artist_doc_terms t
        WHERE t.lexeme = ANY(tsvector_to_array(OLD.document)) AND t.profile_id = OLD.profile_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      INSERT INTO artist_doc_terms (lexeme, profile_id, rank)
      SELECT u.lexeme, NEW.profile_id, art_lexeme_rank(NEW.document, u.lexeme) FROM unnest(NEW.document) AS u
      ORDER BY u.lexeme;
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "artist_doc_terms" AFTER INSERT OR UPDATE OF document, profile_id OR DELETE ON "artist_search"
    FOR EACH ROW EXECUTE FUNCTION artist_doc_terms_trigger();
  ALTER TABLE "artist_search" ENABLE ALWAYS TRIGGER "artist_doc_terms";

  -- A text's page reads the name of every artist that could be on it (thousands, when their scores tie):
  -- from this index alone, not from their 1.5 KB search rows.
  CREATE INDEX "artist_search_key_name_idx" ON "artist_search" USING btree ("profile_id") INCLUDE ("name_key");

  INSERT INTO artist_doc_terms (lexeme, profile_id, rank)
  SELECT u.lexeme, s.profile_id, art_lexeme_rank(s.document, u.lexeme)
  FROM artist_search s CROSS JOIN LATERAL unnest(s.document) AS u
  ORDER BY 1, 2;
  ANALYZE artist_doc_terms;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "artist_search_key_name_idx";
  DROP TRIGGER "artist_doc_terms" ON "artist_search";
  DROP FUNCTION "artist_doc_terms_trigger"();
  DROP TABLE "artist_doc_terms";
  `)
}
