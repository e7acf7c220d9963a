import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { recountWithMembers } from './20261206_010000_search_members'

/**
 * Written by hand, with no schema snapshot: the names a search matches, in a narrow table (decision 079,
 * "Next step (stop 48)"). A name close to a text, or holding its words, was found in `artist_search`, whose
 * rows carry each artist's whole document: about one heap page a candidate. `artist_names` holds each public
 * artist's name key and name words only — dozens to a page — kept by a trigger on `artist_search` and made
 * equal again by `artist_search_recount` after a bulk import (which runs without triggers), and the name
 * indexes move to it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "artist_names" (
    "profile_id" integer PRIMARY KEY NOT NULL REFERENCES "artist_search"("profile_id") ON DELETE cascade,
    "name_key" text NOT NULL,
    "name_words" text[] NOT NULL
  );
  INSERT INTO artist_names (profile_id, name_key, name_words) SELECT profile_id, name_key, name_words FROM artist_search;
  -- Built after the rows are in, so the indexes start compact.
  CREATE INDEX "artist_names_key_idx" ON "artist_names" USING gin ("name_key" gin_trgm_ops);
  CREATE INDEX "artist_names_words_idx" ON "artist_names" USING gin ("name_words");

  -- A row removed from artist_search takes its name with it (the foreign key).
  CREATE FUNCTION "artist_names_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO artist_names (profile_id, name_key, name_words) VALUES (NEW.profile_id, NEW.name_key, NEW.name_words)
      ON CONFLICT (profile_id) DO UPDATE SET name_key = excluded.name_key, name_words = excluded.name_words
      WHERE (artist_names.name_key, artist_names.name_words) IS DISTINCT FROM (excluded.name_key, excluded.name_words);
    RETURN NULL;
  END $$;
  CREATE TRIGGER "artist_names_copy" AFTER INSERT OR UPDATE OF "name_key", "name_words" ON "artist_search"
    FOR EACH ROW EXECUTE FUNCTION artist_names_copy();

  -- As before, from the narrow rows. Always through the trigram index: the planner prices pg_trgm's
  -- operators like an equality and would rather test every name.
  CREATE OR REPLACE FUNCTION "artists_named_like"(typed text) RETURNS TABLE (profile_id integer, closeness real)
    LANGUAGE sql STABLE ROWS 100 SET enable_seqscan = off SET enable_indexonlyscan = off SET enable_indexscan = off
    AS $$
    SELECT n.profile_id, word_similarity(typed, n.name_key) FROM artist_names n
    WHERE n.name_key % typed OR typed <% n.name_key
  $$;
  DROP INDEX "artist_search_name_key_idx";
  DROP INDEX "artist_search_name_words_idx";

  CREATE OR REPLACE FUNCTION "artist_search_recount"() RETURNS void LANGUAGE sql AS $$
    ${recountWithNames}
  $$;
  `)
}

/**
 * `artist_search_recount`'s body from here on: as before, and the names made equal to the search rows —
 * only the rows that differ written, so a bulk import does not rewrite every name and its indexes.
 */
export const recountWithNames = sql`
    ${recountWithMembers}
    DELETE FROM artist_names n WHERE NOT EXISTS (SELECT 1 FROM artist_search s WHERE s.profile_id = n.profile_id);
    INSERT INTO artist_names (profile_id, name_key, name_words) SELECT profile_id, name_key, name_words FROM artist_search
      ON CONFLICT (profile_id) DO UPDATE SET name_key = excluded.name_key, name_words = excluded.name_words
      WHERE (artist_names.name_key, artist_names.name_words) IS DISTINCT FROM (excluded.name_key, excluded.name_words);`

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "artist_search_recount"() RETURNS void LANGUAGE sql AS $$
    ${recountWithMembers}
  $$;
  CREATE INDEX "artist_search_name_key_idx" ON "artist_search" USING gin ("name_key" gin_trgm_ops);
  CREATE INDEX "artist_search_name_words_idx" ON "artist_search" USING gin ("name_words");
  CREATE OR REPLACE FUNCTION "artists_named_like"(typed text) RETURNS TABLE (profile_id integer, closeness real)
    LANGUAGE sql STABLE ROWS 100 SET enable_seqscan = off SET enable_indexonlyscan = off SET enable_indexscan = off
    AS $$
    SELECT s.profile_id, word_similarity(typed, s.name_key) FROM artist_search s
    WHERE s.name_key % typed OR typed <% s.name_key
  $$;
  DROP TRIGGER "artist_names_copy" ON "artist_search";
  DROP FUNCTION "artist_names_copy"();
  DROP TABLE "artist_names";
  `)
}
