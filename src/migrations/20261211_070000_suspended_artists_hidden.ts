import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

/**
 * A suspended artist is off the public site (decision 109): the profile keeps `owner_suspended`, copied
 * from the owner's account by the database itself — on every write of the profile, and on every change of
 * an account's status — so no path (the admin tools, a merge, a script) can leave it stale. The public
 * reads (`publicProfileWhere()`, `publicArtworkWhere()`, the pages' and the sitemap's SQL) and the search rows
 * (`artist_search_refresh`, as in 20261125_140000 with the one condition more) leave such a profile out.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "artist_profiles" ADD COLUMN "owner_suspended" boolean DEFAULT false;
  ALTER TABLE "_artist_profiles_v" ADD COLUMN "version_owner_suspended" boolean DEFAULT false;
  UPDATE artist_profiles p SET owner_suspended = EXISTS (
    SELECT 1 FROM users u WHERE u.id = p.owner_id AND u.status = 'suspended');
  ALTER TABLE "artist_profiles" ALTER COLUMN "owner_suspended" SET NOT NULL;

  CREATE FUNCTION "artist_profiles_owner_suspended"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.owner_suspended := EXISTS (SELECT 1 FROM users u WHERE u.id = NEW.owner_id AND u.status = 'suspended');
    RETURN NEW;
  END $$;
  CREATE TRIGGER "artist_profiles_owner_suspended" BEFORE INSERT OR UPDATE ON "artist_profiles"
    FOR EACH ROW EXECUTE FUNCTION artist_profiles_owner_suspended();

  -- The profile's update sets the column again (the trigger above) and refreshes its search row.
  CREATE FUNCTION "users_status_to_profiles"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE artist_profiles SET owner_suspended = (NEW.status = 'suspended') WHERE owner_id = NEW.id;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "users_status_to_profiles" AFTER UPDATE OF "status" ON "users"
    FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION users_status_to_profiles();
  `)
  await db.execute(searchRefresh(sql`AND NOT p.owner_suspended`))
  await db.execute(sql`SELECT artist_search_refresh(id) FROM artist_profiles WHERE owner_suspended`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(searchRefresh(sql``))
  await db.execute(sql`
  DROP TRIGGER "users_status_to_profiles" ON "users";
  DROP FUNCTION "users_status_to_profiles"();
  DROP TRIGGER "artist_profiles_owner_suspended" ON "artist_profiles";
  DROP FUNCTION "artist_profiles_owner_suspended"();
  ALTER TABLE "artist_profiles" DROP COLUMN "owner_suspended";
  ALTER TABLE "_artist_profiles_v" DROP COLUMN "version_owner_suspended";
  SELECT artist_search_refresh(id) FROM artist_profiles;
  `)
}

/** An artist's search row made again from their profile, public ones only (`listed`: the condition more). */
function searchRefresh(listed: SQL) {
  return sql`
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
    WHERE p.id = profile AND p.status = 'published' AND p._status = 'published' ${listed};
  END $$;`
}
