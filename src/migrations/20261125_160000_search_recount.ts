import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand, with no schema snapshot: the search's stored counts (facet
 * values and name words) counted again from every search row at once. A bulk
 * import fills the search rows with its counting triggers off and calls this
 * once: counted row by row in one transaction, the `('all', '')` count alone
 * took 50,000 updates, each slower than the last.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE FUNCTION "artist_search_recount"() RETURNS void LANGUAGE sql AS $$
    DELETE FROM artist_search_counts;
    INSERT INTO artist_search_counts (facet, value, artists)
    SELECT v.facet, v.value, count(*)::int FROM artist_search s
      CROSS JOIN LATERAL artist_search_facet_values(s.medium_ids, s.neighbourhood_id, s.work_bands, s.work_availability) v
    GROUP BY v.facet, v.value;
    DELETE FROM artist_name_words;
    INSERT INTO artist_name_words (word, artists)
    SELECT w, count(*)::int FROM artist_search s CROSS JOIN LATERAL unnest(s.name_words) AS w GROUP BY w;
  $$;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP FUNCTION "artist_search_recount"();`)
}
