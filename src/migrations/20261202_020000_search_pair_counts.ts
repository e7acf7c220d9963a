import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { recountWithWeekends } from './20261128_050000_os_map'

/** `artist_search_recount`'s body from here on: as before, with the pair counts. */
export const recountWithPairs = sql`
    ${recountWithWeekends}
    DELETE FROM artist_search_pair_counts;
    INSERT INTO artist_search_pair_counts (given_facet, given_value, facet, value, artists)
    SELECT p.given_facet, p.given_value, p.facet, p.value, count(*)::int FROM artist_search s
      CROSS JOIN LATERAL artist_search_facet_pairs(s.medium_ids, s.neighbourhood_id, s.work_bands,
        s.work_availability, s.work_offers, s.weekends) p
    GROUP BY 1, 2, 3, 4;`

/**
 * Written by hand, with no schema snapshot: the facet counts over every public
 * artist who holds one given facet value, kept current like the counts over
 * all of them (20261125_150000_search_counts). A search without text whose
 * other choices are one value reads a facet's counts from here (decision 040,
 * "Fifth step"): one medium chosen, the other facets beside it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "artist_search_pair_counts" (
    "given_facet" text NOT NULL,
    "given_value" text NOT NULL,
    "facet" text NOT NULL,
    "value" text NOT NULL,
    "artists" integer NOT NULL,
    PRIMARY KEY ("given_facet", "given_value", "facet", "value")
  );

  -- The pairs of facet values one search row counts towards: any two values of different facets, both
  -- ways round — but a price band with an availability only when one artwork has both, as the search
  -- filters them together.
  CREATE FUNCTION "artist_search_facet_pairs"(medium_ids integer[], neighbourhood_id integer, work_bands text[],
    work_availability text[], work_offers text[], weekends integer[])
    RETURNS TABLE (given_facet text, given_value text, facet text, value text)
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    WITH v AS (
      SELECT f.facet, f.value
        FROM artist_search_facet_values(medium_ids, neighbourhood_id, work_bands, work_availability) f
        WHERE f.facet <> 'all'
      UNION ALL SELECT 'weekend', w::text FROM unnest(weekends) AS w)
    SELECT a.facet, a.value, b.facet, b.value FROM v a JOIN v b ON a.facet <> b.facet
      WHERE NOT (a.facet IN ('price', 'availability') AND b.facet IN ('price', 'availability'))
    UNION ALL SELECT 'price', split_part(o, '|', 1), 'availability', split_part(o, '|', 2) FROM unnest(work_offers) AS o
    UNION ALL SELECT 'availability', split_part(o, '|', 2), 'price', split_part(o, '|', 1) FROM unnest(work_offers) AS o
  $$;

  -- As artist_search_count: changes applied in key order, so two transactions never wait on each other crosswise.
  CREATE FUNCTION "artist_search_pair_count"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO artist_search_pair_counts (given_facet, given_value, facet, value, artists)
    SELECT c.given_facet, c.given_value, c.facet, c.value, sum(c.change)::int FROM (
      SELECT p.*, -1 AS change FROM artist_search_facet_pairs(OLD.medium_ids, OLD.neighbourhood_id, OLD.work_bands,
          OLD.work_availability, OLD.work_offers, OLD.weekends) p
        WHERE TG_OP IN ('DELETE', 'UPDATE')
      UNION ALL
      SELECT p.*, 1 FROM artist_search_facet_pairs(NEW.medium_ids, NEW.neighbourhood_id, NEW.work_bands,
          NEW.work_availability, NEW.work_offers, NEW.weekends) p
        WHERE TG_OP IN ('INSERT', 'UPDATE')) c
    GROUP BY 1, 2, 3, 4 HAVING sum(c.change) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (given_facet, given_value, facet, value)
      DO UPDATE SET artists = artist_search_pair_counts.artists + excluded.artists;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "artist_search_pair_count" AFTER INSERT OR UPDATE OR DELETE ON "artist_search"
    FOR EACH ROW EXECUTE FUNCTION artist_search_pair_count();

  -- As before (20261128_050000_os_map), with the pairs counted too.
  CREATE OR REPLACE FUNCTION "artist_search_recount"() RETURNS void LANGUAGE sql AS $$
    ${recountWithPairs}
  $$;

  SELECT artist_search_recount();
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "artist_search_recount"() RETURNS void LANGUAGE sql AS $$
    ${recountWithWeekends}
  $$;
  DROP TRIGGER "artist_search_pair_count" ON "artist_search";
  DROP FUNCTION "artist_search_pair_count"();
  DROP FUNCTION "artist_search_facet_pairs"(integer[], integer, text[], text[], text[], integer[]);
  DROP TABLE "artist_search_pair_counts";
  `)
}
