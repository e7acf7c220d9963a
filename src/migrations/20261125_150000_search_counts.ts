import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand, with no schema snapshot: the facet counts over every public
 * artist, kept current rather than recomputed on each search (decision 040).
 * A search without text counts a facet from here whenever no other choice
 * narrows it — the directory opened, paged, or filtered by that facet alone.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  -- The facet values one search row counts towards: every row counts once in ('all', '').
  CREATE FUNCTION "artist_search_facet_values"(medium_ids integer[], neighbourhood_id integer, work_bands text[],
    work_availability text[]) RETURNS TABLE (facet text, value text)
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT 'all', ''
    UNION ALL SELECT 'medium', m::text FROM unnest(medium_ids) AS m
    UNION ALL SELECT 'neighbourhood', neighbourhood_id::text WHERE neighbourhood_id IS NOT NULL
    UNION ALL SELECT 'price', b FROM unnest(work_bands) AS b
    UNION ALL SELECT 'availability', a FROM unnest(work_availability) AS a
  $$;

  CREATE TABLE "artist_search_counts" (
    "facet" text NOT NULL,
    "value" text NOT NULL,
    "artists" integer NOT NULL,
    PRIMARY KEY ("facet", "value")
  );

  -- Changes are applied in key order, so two transactions never wait on each other's counts crosswise.
  CREATE FUNCTION "artist_search_count"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO artist_search_counts (facet, value, artists)
    SELECT c.facet, c.value, sum(c.change)::int FROM (
      SELECT v.facet, v.value, -1 AS change
        FROM artist_search_facet_values(OLD.medium_ids, OLD.neighbourhood_id, OLD.work_bands, OLD.work_availability) v
        WHERE TG_OP IN ('DELETE', 'UPDATE')
      UNION ALL
      SELECT v.facet, v.value, 1
        FROM artist_search_facet_values(NEW.medium_ids, NEW.neighbourhood_id, NEW.work_bands, NEW.work_availability) v
        WHERE TG_OP IN ('INSERT', 'UPDATE')) c
    GROUP BY c.facet, c.value HAVING sum(c.change) <> 0
    ORDER BY c.facet, c.value
    ON CONFLICT (facet, value) DO UPDATE SET artists = artist_search_counts.artists + excluded.artists;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "artist_search_count" AFTER INSERT OR UPDATE OR DELETE ON "artist_search"
    FOR EACH ROW EXECUTE FUNCTION artist_search_count();

  INSERT INTO artist_search_counts (facet, value, artists)
  SELECT v.facet, v.value, count(*)::int FROM artist_search s
    CROSS JOIN LATERAL artist_search_facet_values(s.medium_ids, s.neighbourhood_id, s.work_bands, s.work_availability) v
  GROUP BY v.facet, v.value;

  -- The directory A–Z without text reads its page straight from this index.
  CREATE INDEX "artist_search_name_order_idx" ON "artist_search" USING btree ("name_key", "profile_id");

  -- The artists whose name is close to a text (pg_trgm: the whole name, or a part of it), with how close.
  -- Always through the trigram index: the planner prices pg_trgm's operators like an equality and would
  -- rather test every name, ten times slower at 10,000 artists.
  CREATE FUNCTION "artists_named_like"(typed text) RETURNS TABLE (profile_id integer, closeness real)
    LANGUAGE sql STABLE ROWS 100 SET enable_seqscan = off SET enable_indexonlyscan = off SET enable_indexscan = off
    AS $$
    SELECT s.profile_id, word_similarity(typed, s.name_key) FROM artist_search s
    WHERE s.name_key % typed OR typed <% s.name_key
  $$;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP FUNCTION "artists_named_like"(text);
  DROP INDEX "artist_search_name_order_idx";
  DROP TRIGGER "artist_search_count" ON "artist_search";
  DROP FUNCTION "artist_search_count"();
  DROP TABLE "artist_search_counts";
  DROP FUNCTION "artist_search_facet_values"(integer[], integer, text[], text[]);
  `)
}
