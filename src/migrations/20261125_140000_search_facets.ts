import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand, with no schema snapshot: the search shaped for its question
 * (decision 040). Each artist's search row also holds what the facets need —
 * the price bands, availabilities and band-with-availability pairs of their
 * published artworks — and the words of their name; a dictionary of those
 * words is kept for the typo check. The price bands live in one SQL function.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE FUNCTION "art_price_band"(price numeric, on_request boolean) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE WHEN on_request THEN 'on-request' WHEN price IS NULL THEN NULL
      WHEN price < 500 THEN 'under-500' WHEN price < 2000 THEN '500-2000' WHEN price < 5000 THEN '2000-5000'
      ELSE 'over-5000' END
  $$;

  ALTER TABLE "artist_search"
    ADD COLUMN "name_words" text[] DEFAULT '{}' NOT NULL,
    ADD COLUMN "work_bands" text[] DEFAULT '{}' NOT NULL,
    ADD COLUMN "work_availability" text[] DEFAULT '{}' NOT NULL,
    ADD COLUMN "work_offers" text[] DEFAULT '{}' NOT NULL;
  CREATE INDEX "artist_search_name_words_idx" ON "artist_search" USING gin ("name_words");

  -- Every word of a public artist's name, with how many artists have it.
  CREATE TABLE "artist_name_words" ("word" text PRIMARY KEY NOT NULL, "artists" integer NOT NULL);

  CREATE FUNCTION "artist_name_words_count"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      UPDATE artist_name_words SET artists = artists - 1 WHERE word = ANY(OLD.name_words);
      DELETE FROM artist_name_words WHERE word = ANY(OLD.name_words) AND artists <= 0;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      INSERT INTO artist_name_words (word, artists) SELECT w, 1 FROM unnest(NEW.name_words) AS w
        ON CONFLICT (word) DO UPDATE SET artists = artist_name_words.artists + 1;
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "artist_name_words_count" AFTER INSERT OR UPDATE OR DELETE ON "artist_search"
    FOR EACH ROW EXECUTE FUNCTION artist_name_words_count();

  -- As before (20261122_110000_artists), with the name's words and the artworks' facets.
  CREATE OR REPLACE FUNCTION "artist_search_refresh"(profile integer) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM artist_search WHERE profile_id = profile;
    INSERT INTO artist_search (profile_id, name_key, document, medium_ids, neighbourhood_id,
      name_words, work_bands, work_availability, work_offers)
    SELECT p.id,
      key.name_key,
      setweight(to_tsvector('art_search', coalesce(p.display_name, '')), 'A')
        || setweight(to_tsvector('art_search', concat_ws(' ',
          (SELECT string_agg(m.name, ' ') FROM mediums m WHERE m.id = ANY(ids.medium_ids)), n.name)), 'B')
        || setweight(to_tsvector('art_search', coalesce(p.bio, '')), 'C')
        || setweight(to_tsvector('art_search', coalesce(
          (SELECT string_agg(t #>> '{}', ' ') FROM jsonb_path_query(p.statement, 'strict $.**.text') AS t), '')), 'D'),
      ids.medium_ids,
      p.neighbourhood_id,
      ARRAY(SELECT DISTINCT w FROM unnest(regexp_split_to_array(key.name_key, '[^[:alnum:]]+')) AS w
        WHERE w <> '' ORDER BY 1),
      ARRAY(SELECT DISTINCT art_price_band(a.price, coalesce(a.price_on_request, false)) FROM artworks a
        WHERE a.artist_id = p.id AND a.status = 'published'
          AND art_price_band(a.price, coalesce(a.price_on_request, false)) IS NOT NULL ORDER BY 1),
      ARRAY(SELECT DISTINCT a.availability::text FROM artworks a
        WHERE a.artist_id = p.id AND a.status = 'published' ORDER BY 1),
      ARRAY(SELECT DISTINCT art_price_band(a.price, coalesce(a.price_on_request, false)) || '|' || a.availability::text
        FROM artworks a WHERE a.artist_id = p.id AND a.status = 'published'
          AND art_price_band(a.price, coalesce(a.price_on_request, false)) IS NOT NULL ORDER BY 1)
    FROM artist_profiles p
    LEFT JOIN neighbourhoods n ON n.id = p.neighbourhood_id
    CROSS JOIN LATERAL (SELECT unaccent(lower(coalesce(p.display_name, ''))) AS name_key) key
    CROSS JOIN LATERAL (SELECT ARRAY(
      SELECT r.mediums_id FROM artist_profiles_rels r
        WHERE r.parent_id = p.id AND r.path = 'mediums' AND r.mediums_id IS NOT NULL
      UNION
      SELECT a.medium_id FROM artworks a
        WHERE a.artist_id = p.id AND a.status = 'published' AND a.medium_id IS NOT NULL
      ORDER BY 1) AS medium_ids) ids
    WHERE p.id = profile AND p.status = 'published' AND p._status = 'published';
  END $$;

  -- As before, and an artwork's price and availability now reach its artist's row too.
  CREATE OR REPLACE FUNCTION "artworks_search_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM artwork_search_refresh(NEW.id);
      PERFORM artist_search_refresh(NEW.artist_id);
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM artwork_search_refresh(OLD.id);
      PERFORM artist_search_refresh(OLD.artist_id);
    ELSE
      PERFORM artwork_search_refresh(NEW.id);
      IF (OLD.artist_id, OLD.medium_id, OLD.status, OLD.price, OLD.price_on_request, OLD.availability)
        IS DISTINCT FROM (NEW.artist_id, NEW.medium_id, NEW.status, NEW.price, NEW.price_on_request, NEW.availability) THEN
        PERFORM artist_search_refresh(OLD.artist_id);
        IF NEW.artist_id <> OLD.artist_id THEN PERFORM artist_search_refresh(NEW.artist_id); END IF;
      END IF;
    END IF;
    RETURN NULL;
  END $$;

  SELECT artist_search_refresh(id) FROM (SELECT profile_id AS id FROM artist_search) AS existing;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "artworks_search_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM artwork_search_refresh(NEW.id);
      PERFORM artist_search_refresh(NEW.artist_id);
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM artwork_search_refresh(OLD.id);
      PERFORM artist_search_refresh(OLD.artist_id);
    ELSE
      PERFORM artwork_search_refresh(NEW.id);
      IF (OLD.artist_id, OLD.medium_id, OLD.status) IS DISTINCT FROM (NEW.artist_id, NEW.medium_id, NEW.status) THEN
        PERFORM artist_search_refresh(OLD.artist_id);
        IF NEW.artist_id <> OLD.artist_id THEN PERFORM artist_search_refresh(NEW.artist_id); END IF;
      END IF;
    END IF;
    RETURN NULL;
  END $$;
  CREATE OR REPLACE FUNCTION "artist_search_refresh"(profile integer) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM artist_search WHERE profile_id = profile;
    INSERT INTO artist_search (profile_id, name_key, document, medium_ids, neighbourhood_id)
    SELECT p.id,
      unaccent(lower(coalesce(p.display_name, ''))),
      setweight(to_tsvector('art_search', coalesce(p.display_name, '')), 'A')
        || setweight(to_tsvector('art_search', concat_ws(' ',
          (SELECT string_agg(m.name, ' ') FROM mediums m WHERE m.id = ANY(ids.medium_ids)), n.name)), 'B')
        || setweight(to_tsvector('art_search', coalesce(p.bio, '')), 'C')
        || setweight(to_tsvector('art_search', coalesce(
          (SELECT string_agg(t #>> '{}', ' ') FROM jsonb_path_query(p.statement, 'strict $.**.text') AS t), '')), 'D'),
      ids.medium_ids,
      p.neighbourhood_id
    FROM artist_profiles p
    LEFT JOIN neighbourhoods n ON n.id = p.neighbourhood_id
    CROSS JOIN LATERAL (SELECT ARRAY(
      SELECT r.mediums_id FROM artist_profiles_rels r
        WHERE r.parent_id = p.id AND r.path = 'mediums' AND r.mediums_id IS NOT NULL
      UNION
      SELECT a.medium_id FROM artworks a
        WHERE a.artist_id = p.id AND a.status = 'published' AND a.medium_id IS NOT NULL
      ORDER BY 1) AS medium_ids) ids
    WHERE p.id = profile AND p.status = 'published' AND p._status = 'published';
  END $$;
  DROP TRIGGER "artist_name_words_count" ON "artist_search";
  DROP FUNCTION "artist_name_words_count"();
  DROP TABLE "artist_name_words";
  DROP INDEX "artist_search_name_words_idx";
  ALTER TABLE "artist_search" DROP COLUMN "name_words", DROP COLUMN "work_bands", DROP COLUMN "work_availability",
    DROP COLUMN "work_offers";
  DROP FUNCTION "art_price_band"(numeric, boolean);
  `)
}
