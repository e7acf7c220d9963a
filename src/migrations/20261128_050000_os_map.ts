import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** `artist_search_recount`'s body from here on: the counts and the name words counted again, weekends too. */
export const recountWithWeekends = sql`
  DELETE FROM artist_search_counts;
  INSERT INTO artist_search_counts (facet, value, artists)
    SELECT v.facet, v.value, count(*)::int FROM artist_search s
    CROSS JOIN LATERAL artist_search_facet_values(s.medium_ids, s.neighbourhood_id, s.work_bands, s.work_availability) v
    GROUP BY v.facet, v.value;
  INSERT INTO artist_search_counts (facet, value, artists)
    SELECT 'weekend', w::text, count(*)::int FROM artist_search s CROSS JOIN LATERAL unnest(s.weekends) AS w GROUP BY w;
  DELETE FROM artist_name_words;
  INSERT INTO artist_name_words (word, artists)
    SELECT w, count(*)::int FROM artist_search s CROSS JOIN LATERAL unnest(s.name_words) AS w GROUP BY w;`

/**
 * The studio map (decision 054): a neighbourhood's outline (generated), and
 * the Open Studios weekend facet of the artists search (written by hand).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "neighbourhoods" ADD COLUMN "outline" jsonb;

  -- Written by hand: the Open Studios weekend facet of the artists search (decision 054). Each search row
  -- holds the weekends its artist shows in this season (registered), kept current by triggers on the
  -- registrations, their weekends, the seasons and the weekends; a trigger counts them like the other facets.
  ALTER TABLE "artist_search" ADD COLUMN "weekends" integer[] DEFAULT '{}' NOT NULL;

  CREATE FUNCTION "os_profile_weekends"(profile integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
    SELECT coalesce(array_agg(DISTINCT w.number::int ORDER BY w.number::int), '{}')
    FROM artist_profiles p
    JOIN os_registrations r ON r.profile_id = p.id OR (r.profile_id IS NULL AND r.artist_id = p.owner_id)
    JOIN os_seasons s ON s.id = r.season_id AND s.status = 'current'
    JOIN os_registrations_rels rr ON rr.parent_id = r.id AND rr.path = 'weekends'
    JOIN os_weekends w ON w.id = rr.os_weekends_id
    WHERE p.id = profile AND r.status = 'registered'
  $$;

  -- A search row is written whole by artist_search_refresh: its weekends are filled as it is inserted.
  CREATE FUNCTION "artist_search_weekends_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.weekends := os_profile_weekends(NEW.profile_id);
    RETURN NEW;
  END $$;
  CREATE TRIGGER "artist_search_weekends_fill" BEFORE INSERT ON "artist_search"
    FOR EACH ROW EXECUTE FUNCTION artist_search_weekends_fill();

  -- The search rows of these registrations' artists, their weekends read again.
  CREATE FUNCTION "artist_search_weekends_refresh"(registrations integer[]) RETURNS void LANGUAGE sql AS $$
    UPDATE artist_search a SET weekends = os_profile_weekends(a.profile_id)
    WHERE a.profile_id IN (
      SELECT p.id FROM os_registrations r JOIN artist_profiles p
        ON p.id = r.profile_id OR (r.profile_id IS NULL AND p.owner_id = r.artist_id)
      WHERE r.id = ANY(registrations))
    AND a.weekends IS DISTINCT FROM os_profile_weekends(a.profile_id)
  $$;

  CREATE FUNCTION "os_registrations_search_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND (OLD.status, OLD.season_id, OLD.artist_id, OLD.profile_id)
      IS NOT DISTINCT FROM (NEW.status, NEW.season_id, NEW.artist_id, NEW.profile_id) THEN
      RETURN NULL;
    END IF;
    IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
      -- The row is gone (or changed): its artist's search row is read again by their profile.
      UPDATE artist_search a SET weekends = os_profile_weekends(a.profile_id)
      WHERE a.profile_id IN (SELECT p.id FROM artist_profiles p WHERE p.id = OLD.profile_id OR p.owner_id = OLD.artist_id)
        AND a.weekends IS DISTINCT FROM os_profile_weekends(a.profile_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM artist_search_weekends_refresh(ARRAY[NEW.id]); END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "os_registrations_search" AFTER INSERT OR UPDATE OR DELETE ON "os_registrations"
    FOR EACH ROW EXECUTE FUNCTION os_registrations_search_trigger();

  CREATE FUNCTION "os_registrations_rels_search_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP <> 'INSERT' AND OLD.path = 'weekends' THEN PERFORM artist_search_weekends_refresh(ARRAY[OLD.parent_id]); END IF;
    IF TG_OP <> 'DELETE' AND NEW.path = 'weekends' THEN PERFORM artist_search_weekends_refresh(ARRAY[NEW.parent_id]); END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "os_registrations_rels_search" AFTER INSERT OR UPDATE OR DELETE ON "os_registrations_rels"
    FOR EACH ROW EXECUTE FUNCTION os_registrations_rels_search_trigger();

  -- A season becoming current (or past) brings its artists' weekends into the search (or out of it).
  CREATE FUNCTION "os_seasons_search_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM artist_search_weekends_refresh(ARRAY(SELECT r.id FROM os_registrations r WHERE r.season_id = NEW.id));
    RETURN NULL;
  END $$;
  CREATE TRIGGER "os_seasons_search" AFTER UPDATE OF "status" ON "os_seasons"
    FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION os_seasons_search_trigger();

  CREATE FUNCTION "os_weekends_search_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM artist_search_weekends_refresh(ARRAY(SELECT rr.parent_id FROM os_registrations_rels rr
      WHERE rr.os_weekends_id = NEW.id AND rr.path = 'weekends'));
    RETURN NULL;
  END $$;
  CREATE TRIGGER "os_weekends_search" AFTER UPDATE OF "number" ON "os_weekends"
    FOR EACH ROW WHEN (OLD.number IS DISTINCT FROM NEW.number) EXECUTE FUNCTION os_weekends_search_trigger();

  -- The weekend facet's counts over every public artist, kept like the others' (20261125_150000_search_counts).
  CREATE FUNCTION "artist_search_weekend_count"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO artist_search_counts (facet, value, artists)
    SELECT 'weekend', c.value, sum(c.change)::int FROM (
      SELECT w::text AS value, -1 AS change FROM unnest(OLD.weekends) AS w WHERE TG_OP IN ('DELETE', 'UPDATE')
      UNION ALL
      SELECT w::text, 1 FROM unnest(NEW.weekends) AS w WHERE TG_OP IN ('INSERT', 'UPDATE')) c
    GROUP BY c.value HAVING sum(c.change) <> 0
    ORDER BY c.value
    ON CONFLICT (facet, value) DO UPDATE SET artists = artist_search_counts.artists + excluded.artists;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "artist_search_weekend_count" AFTER INSERT OR UPDATE OF "weekends" OR DELETE ON "artist_search"
    FOR EACH ROW EXECUTE FUNCTION artist_search_weekend_count();

  -- As before (20261125_160000_search_recount), with the weekends counted too.
  CREATE OR REPLACE FUNCTION "artist_search_recount"() RETURNS void LANGUAGE sql AS $$
    ${recountWithWeekends}
  $$;

  UPDATE artist_search SET weekends = os_profile_weekends(profile_id);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "artist_search_recount"() RETURNS void LANGUAGE sql AS $$
    DELETE FROM artist_search_counts;
    INSERT INTO artist_search_counts (facet, value, artists)
    SELECT v.facet, v.value, count(*)::int FROM artist_search s
      CROSS JOIN LATERAL artist_search_facet_values(s.medium_ids, s.neighbourhood_id, s.work_bands, s.work_availability) v
    GROUP BY v.facet, v.value;
    DELETE FROM artist_name_words;
    INSERT INTO artist_name_words (word, artists)
    SELECT w, count(*)::int FROM artist_search s CROSS JOIN LATERAL unnest(s.name_words) AS w GROUP BY w;
  $$;
  DROP TRIGGER "artist_search_weekend_count" ON "artist_search";
  DROP FUNCTION "artist_search_weekend_count"();
  DELETE FROM artist_search_counts WHERE facet = 'weekend';
  DROP TRIGGER "os_weekends_search" ON "os_weekends";
  DROP FUNCTION "os_weekends_search_trigger"();
  DROP TRIGGER "os_seasons_search" ON "os_seasons";
  DROP FUNCTION "os_seasons_search_trigger"();
  DROP TRIGGER "os_registrations_rels_search" ON "os_registrations_rels";
  DROP FUNCTION "os_registrations_rels_search_trigger"();
  DROP TRIGGER "os_registrations_search" ON "os_registrations";
  DROP FUNCTION "os_registrations_search_trigger"();
  DROP FUNCTION "artist_search_weekends_refresh"(integer[]);
  DROP TRIGGER "artist_search_weekends_fill" ON "artist_search";
  DROP FUNCTION "artist_search_weekends_fill"();
  DROP FUNCTION "os_profile_weekends"(integer);
  ALTER TABLE "artist_search" DROP COLUMN "weekends";
  ALTER TABLE "neighbourhoods" DROP COLUMN "outline";
  `)
}
