import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { recountWithPairs } from './20261202_020000_search_pair_counts'

/**
 * Written by hand, with no schema snapshot: for every facet value, the public
 * artists holding it, as a sorted array of ids (decision 040, "Sixth step").
 * A search counts a facet value by intersecting these arrays with the artists
 * it found and the other choices (intarray, in C), instead of reading and
 * grouping the search row of every matched artist. Kept by a row trigger on
 * `artist_search`, like the stored counts, and rebuilt by
 * `artist_search_recount` after a bulk import.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  -- In a schema of its own, called by name: on the search path its operators (&&, @>) would take the place
  -- of the built-in ones for integer arrays, which the GIN index on artist_search.medium_ids serves.
  CREATE SCHEMA IF NOT EXISTS "intarray";
  CREATE EXTENSION IF NOT EXISTS "intarray" SCHEMA "intarray";

  CREATE TABLE "artist_search_members" (
    "facet" text NOT NULL,
    "value" text NOT NULL,
    "ids" integer[] NOT NULL,
    PRIMARY KEY ("facet", "value")
  );
  -- Read whole by every search: stored uncompressed, so reading one is a copy, not a decompression.
  ALTER TABLE "artist_search_members" ALTER COLUMN "ids" SET STORAGE EXTERNAL;

  -- The facet values one search row holds: those it is counted under ('all' too: every public artist, which
  -- a text's artists found through their artworks' words are kept to), its weekends, and each offer (a band
  -- with an availability of one artwork, as work_offers has them).
  CREATE FUNCTION "artist_search_member_values"(medium_ids integer[], neighbourhood_id integer, work_bands text[],
    work_availability text[], work_offers text[], weekends integer[])
    RETURNS TABLE (facet text, value text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT f.facet, f.value
      FROM artist_search_facet_values(medium_ids, neighbourhood_id, work_bands, work_availability) f
    UNION ALL SELECT 'weekend', w::text FROM unnest(weekends) AS w
    UNION ALL SELECT 'offer', o FROM unnest(work_offers) AS o
  $$;

  -- A search row's id added to the values it gained and taken from those it lost, in key order as the
  -- counts are (two writers never wait on each other crosswise). A row keeps its profile_id
  -- (artist_search_refresh upserts by it), so one id is added or removed.
  CREATE FUNCTION "artist_search_member"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    artist integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.profile_id ELSE NEW.profile_id END;
  BEGIN
    INSERT INTO artist_search_members AS m (facet, value, ids)
    SELECT c.facet, c.value, CASE WHEN sum(c.change) > 0 THEN ARRAY[artist] ELSE '{}'::integer[] END FROM (
      SELECT v.*, -1 AS change FROM artist_search_member_values(OLD.medium_ids, OLD.neighbourhood_id,
          OLD.work_bands, OLD.work_availability, OLD.work_offers, OLD.weekends) v
        WHERE TG_OP IN ('DELETE', 'UPDATE')
      UNION ALL
      SELECT v.*, 1 FROM artist_search_member_values(NEW.medium_ids, NEW.neighbourhood_id,
          NEW.work_bands, NEW.work_availability, NEW.work_offers, NEW.weekends) v
        WHERE TG_OP IN ('INSERT', 'UPDATE')) c
    GROUP BY c.facet, c.value HAVING sum(c.change) <> 0
    ORDER BY c.facet, c.value
    ON CONFLICT (facet, value) DO UPDATE SET ids = CASE WHEN cardinality(excluded.ids) = 0
      THEN intarray.intarray_del_elem(m.ids, artist) ELSE intarray.intset_union_elem(m.ids, artist) END;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "artist_search_member" AFTER INSERT OR UPDATE OR DELETE ON "artist_search"
    FOR EACH ROW EXECUTE FUNCTION artist_search_member();

  CREATE OR REPLACE FUNCTION "artist_search_recount"() RETURNS void LANGUAGE sql AS $$
    ${recountWithMembers}
  $$;

  SELECT artist_search_recount();
  `)
}

/** `artist_search_recount`'s body from here on: as before, with the members of every facet value. */
export const recountWithMembers = sql`
    ${recountWithPairs}
    DELETE FROM artist_search_members;
    INSERT INTO artist_search_members (facet, value, ids)
    SELECT v.facet, v.value, array_agg(DISTINCT s.profile_id ORDER BY s.profile_id) FROM artist_search s
      CROSS JOIN LATERAL artist_search_member_values(s.medium_ids, s.neighbourhood_id, s.work_bands,
        s.work_availability, s.work_offers, s.weekends) v
    GROUP BY 1, 2;`

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "artist_search_recount"() RETURNS void LANGUAGE sql AS $$
    ${recountWithPairs}
  $$;
  DROP TRIGGER "artist_search_member" ON "artist_search";
  DROP FUNCTION "artist_search_member"();
  DROP FUNCTION "artist_search_member_values"(integer[], integer, text[], text[], text[], integer[]);
  DROP TABLE "artist_search_members";
  DROP EXTENSION "intarray";
  DROP SCHEMA "intarray";
  `)
}
