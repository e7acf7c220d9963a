import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { database } from '@/platform/database/transaction'

import { ARTWORKS_PER_ARTIST, EMPTY_ART_SEARCH, PRICE_BANDS, type ArtSearchQuery } from './art-search-query'
import { ART_CURRENCY, AVAILABILITY, AVAILABILITY_LABELS, type Availability } from './rules'

/**
 * `/artists/artsearch`: full-text and faceted search of public artists on
 * PostgreSQL alone (decision 024). The migration keeps two search tables
 * current with triggers — `artist_search` (one row per published profile) and
 * `artwork_search` (one row per published artwork) — and this module reads
 * the query from the address, builds one parameterised statement and shapes
 * its rows. User text only ever travels as a parameter.
 */

// ---------------------------------------------------------------- the query

export {
  artSearchParams,
  ARTWORKS_PER_ARTIST,
  DEFAULT_PER_PAGE,
  EMPTY_ART_SEARCH,
  MAX_PAGE,
  MAX_PER_PAGE,
  parseArtSearch,
  PRICE_BANDS,
  PRICED_BANDS,
  TEXT_MAX_LENGTH,
  type ArtSearchQuery,
  type PriceBand,
} from './art-search-query'

// ---------------------------------------------------------------- the SQL

/** The query with mediums and neighbourhoods as ids: what the SQL needs. */
export type ArtSearchFilter = Omit<ArtSearchQuery, 'mediums' | 'neighbourhoods'> & {
  mediumIds: number[]
  neighbourhoodIds: number[]
  /**
   * The text's word when its query is one word (the lexeme, as the words kept for each artist hold it), else
   * null: known before the statement (`artSearchFilter`), so that it holds only the one way of finding.
   */
  word: string | null
}

/** Below this many characters trigrams match almost anything, so names are matched by words only. */
const TRIGRAM_MIN_LENGTH = 3
/**
 * How close a text must be to part of a name (pg_trgm's word similarity) to
 * find it. PostgreSQL's default, 0.6, misses one wrong letter inside a
 * six-letter name; 0.5 finds it without finding unrelated names.
 */
export const NAME_SIMILARITY = 0.5

/**
 * Set on every database connection by the Payload config, so that a search is
 * one statement and needs no transaction to set it: pg_trgm's `<%` then
 * forgives one wrong letter in a short name ("Okafur"). No parallel workers:
 * starting them costs more than the few milliseconds a search's scans take,
 * and a small server's cores are better spent on other visitors (decision 040).
 */
export const SEARCH_CONNECTION_OPTIONS = `-c pg_trgm.word_similarity_threshold=${NAME_SIMILARITY} -c max_parallel_workers_per_gather=0`

const ints = (values: readonly number[]) => sql`${sql.param(values)}::int[]`
const texts = (values: readonly string[]) => sql`${sql.param(values)}::text[]`
const all = (conditions: SQL[]) => (conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`TRUE`)

/** The price band of the artwork row `w` (`art_price_band`, the bands of {@link PRICE_BANDS}); null when it has no price. */
export function priceBandOf(w: SQL): SQL {
  return sql`art_price_band(${w}.price, ${w}.price_on_request)`
}

/** Conditions on one artwork row `w`: its price band and availability. */
function artworkConditions(filter: Pick<ArtSearchFilter, 'priceBands' | 'availability'>, w: SQL): SQL[] {
  const conditions: SQL[] = []
  if (filter.priceBands.length > 0) conditions.push(sql`${priceBandOf(w)} = ANY(${texts(filter.priceBands)})`)
  if (filter.availability.length > 0) conditions.push(sql`${w}.availability = ANY(${texts(filter.availability)})`)
  return conditions
}

type FacetName = 'medium' | 'neighbourhood' | 'price' | 'availability' | 'weekend'

/** One artwork's band and availability, as `work_offers` holds them. */
const offer = (band: string, availability: string) => `${band}|${availability}`

/**
 * The conditions on a matched artist `m`, leaving out one facet's own filter:
 * each facet counts what the visitor would get by choosing one of its values,
 * given all the other choices (standard faceted search).
 */
function artistConditions(filter: ArtSearchFilter, without?: FacetName): SQL[] {
  const conditions: SQL[] = []
  if (without !== 'medium' && filter.mediumIds.length > 0) {
    conditions.push(sql`m.medium_ids && ${ints(filter.mediumIds)}`)
  }
  if (without !== 'neighbourhood' && filter.neighbourhoodIds.length > 0) {
    conditions.push(sql`m.neighbourhood_id = ANY(${ints(filter.neighbourhoodIds)})`)
  }
  // The Open Studios weekends the artist shows in this season, kept by the search row's triggers (decision 054).
  if (without !== 'weekend' && filter.weekends.length > 0) {
    conditions.push(sql`m.weekends && ${ints(filter.weekends.map(Number))}`)
  }
  // An artist meets the artwork filters through one artwork that meets them all: their search row holds
  // each band, each availability, and each band with an availability of one artwork (decision 040).
  if (without !== 'price' && without !== 'availability') {
    const { priceBands: bands, availability } = filter
    if (bands.length > 0 && availability.length > 0) {
      conditions.push(sql`m.work_offers && ${texts(bands.flatMap((band) => availability.map((a) => offer(band, a))))}`)
    } else if (bands.length > 0) {
      conditions.push(sql`m.work_bands && ${texts(bands)}`)
    } else if (availability.length > 0) {
      conditions.push(sql`m.work_availability && ${texts(availability)}`)
    }
  }
  return conditions
}

/** What the public API's list of artists is narrowed by (decision 113): a medium's and a neighbourhood's ids, words of a name. */
export type ListedArtistFilter = { mediumIds: number[]; neighbourhoodIds: number[]; words: string }

/**
 * The search's own conditions for a list read in its own order (the public API's, by id, decision 113):
 * the medium and neighbourhood on the artist's search row `m`, and every typed word answering a word of
 * their name (`nameHits`: exact, start or typo) — the search page's rules, not a second search.
 */
export function listedArtistConditions(filter: ListedArtistFilter): { ctes: SQL | null; where: SQL } {
  const { mediumIds, neighbourhoodIds, words } = filter
  const conditions = artistConditions({ ...EMPTY_ART_SEARCH, mediumIds, neighbourhoodIds, word: null })
  if (!words) return { ctes: null, where: all(conditions) }
  conditions.push(sql`m.profile_id IN (SELECT h.profile_id FROM name_hits h)`)
  return { ctes: nameHits(words), where: all(conditions) }
}

/** The text as a full-text query: web-search syntax ("quoted phrases", or, -not), which never fails to parse. */
const textQuery = (text: string) => sql`websearch_to_tsquery('art_search', ${text}::text)`
/** The text as names are kept for trigrams: lower case, without accents. */
const nameKey = (text: string) => sql`unaccent(lower(${text}::text))`

/** Web-search syntax (a phrase, an exclusion) asks for exactly what was typed: no typo is forgiven. */
const usesSyntax = (text: string) => /["]|(^|\s)-\S/.test(text)

/** Splits a name key or a typed text into words (letters and digits). */
const wordsOf = (text: SQL) => sql`regexp_split_to_array(${text}, '[^[:alnum:]]+')`

/**
 * How many typos a typed word forgives, as a dedicated search engine does:
 * none below 5 letters, one from 5 to 8, two from 9.
 */
const typosForgiven = (typed: SQL) =>
  sql`(CASE WHEN length(${typed}) >= 9 THEN 2 WHEN length(${typed}) >= 5 THEN 1 ELSE 0 END)`

/**
 * How a word of a name answers a typed word (decision 032): 0 it is the word,
 * 1 its start (from 3 letters), 2 within the typos forgiven — an insertion, a
 * deletion, a substitution, or two neighbours swapped, each one edit — and
 * NULL not at all. fuzzystrmatch's `levenshtein_less_equal` stops counting
 * past the limit; a swap is tried as each form of the typed word with two
 * neighbours exchanged, one edit fewer.
 */
export function nameWordKind(typed: SQL, word: SQL): SQL {
  const forgiven = typosForgiven(typed)
  const swapped = sql`overlay(${typed} PLACING substr(${typed}, i + 1, 1) || substr(${typed}, i, 1) FROM i FOR 2)`
  return sql`(CASE WHEN ${word} = ${typed} THEN 0
    WHEN length(${typed}) >= ${TRIGRAM_MIN_LENGTH} AND left(${word}, length(${typed})) = ${typed} THEN 1
    WHEN ${forgiven} > 0 AND abs(length(${word}) - length(${typed})) <= ${forgiven}
      AND (levenshtein_less_equal(${typed}, ${word}, ${forgiven}) <= ${forgiven}
        OR EXISTS (SELECT 1 FROM generate_series(1, length(${typed}) - 1) AS i
          WHERE levenshtein_less_equal(${swapped}, ${word}, ${forgiven} - 1) <= ${forgiven} - 1))
      THEN 2 END)`
}

/**
 * `name_hits`: the artists each of whose typed words answers a word of their
 * name (`nameWordKind`), with the worst kind. The words of all names are few
 * next to the artists and kept in `artist_name_words`: they are matched
 * first, then only the names holding a matched word are looked at, in the
 * narrow `artist_names` (decision 079, "Next step (stop 48)").
 */
function nameHits(text: string): SQL {
  const typed = wordsOf(sql`unaccent(lower(${text}::text))`)
  return sql`typed AS (
      SELECT DISTINCT t.w FROM unnest(${typed}) AS t(w) WHERE t.w <> ''),
    word_matches AS (
      SELECT t.w, d.word, k.kind FROM typed t CROSS JOIN artist_name_words d
        CROSS JOIN LATERAL (SELECT ${nameWordKind(sql`t.w`, sql`d.word`)} AS kind) k
      WHERE k.kind IS NOT NULL),
    name_hits AS (
      SELECT s.profile_id, max(m.kind) AS kind
      FROM artist_names s CROSS JOIN LATERAL unnest(s.name_words) AS sw(word)
        JOIN word_matches m ON m.word = sw.word
      WHERE s.name_words && (SELECT array_agg(m2.word) FROM word_matches m2)
      GROUP BY s.profile_id HAVING count(DISTINCT m.w) = (SELECT count(*) FROM typed))`
}

/** How a text finds artists besides their documents: by a close name (long enough), by name words (no syntax). */
const waysIn = (text: string) => ({
  query: textQuery(text),
  byName: text.length >= TRIGRAM_MIN_LENGTH,
  byWords: !usesSyntax(text),
})

type Scoring = { score: SQL; joins: (key: SQL) => SQL }

/**
 * The score of an artist found by a text, with the joins it reads by the artist's `key`: whole name words
 * count most (exact above start above typo), then a close name, then `d.rank` — their own document's rank,
 * found with them — then `d.work_rank`, their artworks' best rank.
 */
function scoring(text: string): Scoring {
  const { byName, byWords } = waysIn(text)
  return {
    score: sql`(${byName ? sql`2 * coalesce(l.closeness, 0)` : sql`0`}
          ${byWords ? sql`+ coalesce((ARRAY[3, 1.5, 1])[n.kind + 1], 0)` : sql``}
          + d.rank + 0.5 * coalesce(d.work_rank, 0))::float8`,
    joins: (key) => sql`${byName ? sql`LEFT JOIN name_like l ON l.profile_id = ${key}` : sql``}
      ${byWords ? sql`LEFT JOIN name_hits n ON n.profile_id = ${key}` : sql``}`,
  }
}

/** The text's word when its query is one word: the query's text is then the quoted lexeme, read back as a tsvector. */
const wordOf = (text: string) =>
  sql`(SELECT CASE WHEN numnode(q.query) = 1 THEN (tsvector_to_array(q.query::text::tsvector))[1] END
    FROM ${textQuery(text)} AS q(query))`

/**
 * `found`: the public artists a text finds — by their own document, by a published artwork's, by a name
 * close to the text (pg_trgm), or by every typed word in their name (`nameHits`: exact, start or typo) —
 * with their own document's rank and their artworks' best. A text of one word (`word`) reads them and their
 * ranks from the words kept for each artist (`artist_doc_terms`, `artist_work_terms`: index ranges, decision
 * 040, "Fifth step" and "Sixth step"), never their search rows; any other text ranks each artwork and reads
 * the search rows its document index finds. Only the way the text needs is in the statement (decision 079).
 */
function foundArtists(text: string, word: string | null): SQL {
  const { query, byName, byWords } = waysIn(text)
  const byNames = [...(byName ? ['name_like'] : []), ...(byWords ? ['name_hits'] : [])]
  const names = sql`${byWords ? sql`${nameHits(text)},` : sql``}
    ${byName ? sql`name_like AS (SELECT l.profile_id, l.closeness FROM artists_named_like(${nameKey(text)}) l),` : sql``}`
  const eachWayByName = (select: (hits: string) => SQL, separator: SQL) => sql.join(byNames.map(select), separator)
  if (word !== null) {
    const inTerms = (table: string) =>
      sql`EXISTS (SELECT 1 FROM ${sql.raw(table)} t WHERE t.lexeme = ${word}::text AND t.profile_id = f.profile_id)`
    // The word's two ranges come in the artists' order: joined in one pass (a merge), never looked up one by one.
    return sql`${names}
    found AS MATERIALIZED (
      SELECT coalesce(t.profile_id, w.profile_id) AS profile_id, coalesce(t.rank, 0) AS rank, w.rank AS work_rank
      FROM (SELECT t.profile_id, t.rank FROM artist_doc_terms t WHERE t.lexeme = ${word}::text) t
        FULL JOIN (SELECT w.profile_id, w.rank FROM artist_work_terms w WHERE w.lexeme = ${word}::text) w
          ON w.profile_id = t.profile_id
      ${
        byNames.length > 0
          ? sql`UNION ALL
      SELECT f.profile_id, 0, NULL FROM (${eachWayByName((hits) => sql`SELECT profile_id FROM ${sql.raw(hits)}`, sql` UNION `)}) f
      WHERE NOT ${inTerms('artist_doc_terms')} AND NOT ${inTerms('artist_work_terms')}`
          : sql``
      })`
  }
  const foundBy = (hits: string) => sql`s.profile_id = ANY(ARRAY(SELECT f.profile_id FROM ${sql.raw(hits)} f))`
  // `work_hits`: the artists found through their published artworks, with the best rank among them.
  return sql`work_hits AS (
      SELECT w.profile_id, max(ts_rank(w.document, ${query})) AS rank FROM artwork_search w
      WHERE w.document @@ ${query} GROUP BY w.profile_id),
    ${names}
    found AS MATERIALIZED (
      SELECT s.profile_id, ts_rank(s.document, ${query}) AS rank, h.rank AS work_rank FROM artist_search s
        LEFT JOIN work_hits h ON h.profile_id = s.profile_id
      WHERE s.document @@ ${query} OR ${foundBy('work_hits')} ${eachWayByName((hits) => sql`OR ${foundBy(hits)}`, sql` `)})`
}

/** The counts of a facet over every public artist, kept current by the migration's trigger. */
const storedCounts = (facet: FacetName | 'all') =>
  sql`SELECT c.facet, c.value, c.artists AS count FROM artist_search_counts c WHERE c.facet = ${facet} AND c.artists > 0`

/** The values chosen in each facet, as the search rows and the stored counts hold them. */
type Choice = { facet: FacetName; values: string[] }

function choicesOf(filter: ArtSearchFilter): Choice[] {
  const choices: Choice[] = [
    { facet: 'medium', values: filter.mediumIds.map(String) },
    { facet: 'neighbourhood', values: filter.neighbourhoodIds.map(String) },
    { facet: 'weekend', values: filter.weekends },
    { facet: 'price', values: filter.priceBands },
    { facet: 'availability', values: filter.availability },
  ]
  return choices.filter((choice) => choice.values.length > 0)
}

/** The counts of a facet over every public artist holding one given value, kept current like the others. */
const storedPairCounts = (facet: FacetName, given: Choice) =>
  sql`SELECT c.facet, c.value, c.artists AS count FROM artist_search_pair_counts c
    WHERE c.given_facet = ${given.facet} AND c.given_value = ${given.values[0]} AND c.facet = ${facet} AND c.artists > 0`

/**
 * The artists holding any of these values of a facet, as a sorted array of ids: `artist_search_members`,
 * kept by a trigger on `artist_search` (decision 040, "Sixth step"). intarray's functions are called by
 * name from their own schema, where its operators do not hide the built-in ones.
 */
function holders(facet: string, values: readonly string[]): SQL {
  const one = (value: string) =>
    sql`coalesce((SELECT h.ids FROM artist_search_members h WHERE h.facet = ${facet} AND h.value = ${value}), '{}'::int[])`
  return values.slice(1).reduce((union, value) => sql`intarray._int_union(${union}, ${one(value)})`, one(values[0]!))
}

/** The artists in every one of these sorted id arrays. */
const intersection = (sets: SQL[]) =>
  sets.slice(1).reduce((both, set) => sql`intarray._int_inter(${both}, ${set})`, sets[0]!)

/**
 * The choices as `chosen`'s columns (one sorted id array each), leaving out one facet's own as
 * `artistConditions` does: a band or an availability leaves out both, since the other is then counted
 * through the offers. `chosen.found` is the artists a text found.
 */
function chosenSets(filter: ArtSearchFilter, without?: FacetName): SQL[] {
  const sets: SQL[] = filter.text ? [sql`c.found`] : []
  if (without !== 'medium' && filter.mediumIds.length > 0) sets.push(sql`c.medium`)
  if (without !== 'neighbourhood' && filter.neighbourhoodIds.length > 0) sets.push(sql`c.neighbourhood`)
  if (without !== 'weekend' && filter.weekends.length > 0) sets.push(sql`c.weekend`)
  const works = filter.priceBands.length > 0 || filter.availability.length > 0
  if (without !== 'price' && without !== 'availability' && works) sets.push(sql`c.works`)
  return sets
}

/** `chosen`: each choice's artists as one sorted id array, computed once for every facet that needs it. */
function chosen(filter: ArtSearchFilter): SQL {
  const { priceBands: bands, availability } = filter
  const columns: SQL[] = []
  if (filter.text) {
    // Only public artists: the words kept for artworks include those of artists whose profile is not public.
    // Not sorted here: `_int_inter` sorts its arrays itself, in C, and faster than an ordered aggregate (decision 079).
    columns.push(sql`intarray._int_inter(a.ids, a.public) AS found`)
    // Without choices the hits are the found artists less these few, which `scored` leaves out (decision 079).
    if (choicesOf(filter).length === 0) columns.push(sql`intarray.intset_subtract(a.ids, a.public) AS hidden`)
  }
  if (filter.mediumIds.length > 0) columns.push(sql`${holders('medium', filter.mediumIds.map(String))} AS medium`)
  if (filter.neighbourhoodIds.length > 0) {
    columns.push(sql`${holders('neighbourhood', filter.neighbourhoodIds.map(String))} AS neighbourhood`)
  }
  if (filter.weekends.length > 0) columns.push(sql`${holders('weekend', filter.weekends)} AS weekend`)
  // One artwork with a chosen band and a chosen availability, as the filters ask (decision 040).
  if (bands.length > 0 && availability.length > 0) {
    columns.push(
      sql`${holders(
        'offer',
        bands.flatMap((band) => availability.map((a) => offer(band, a))),
      )} AS works`,
    )
  } else if (bands.length > 0) {
    columns.push(sql`${holders('price', bands)} AS works`)
  } else if (availability.length > 0) {
    columns.push(sql`${holders('availability', availability)} AS works`)
  }
  const found = filter.text
    ? sql` FROM (SELECT coalesce(array_agg(f.profile_id), '{}') AS ids, ${holders('all', [''])} AS public
        FROM found f) a`
    : sql``
  return sql`chosen AS MATERIALIZED (SELECT ${columns.length > 0 ? sql.join(columns, sql`, `) : sql`1`}${found})`
}

/**
 * The facet counts, as rows (facet, value, count) in one UNION: each value's artists
 * (`artist_search_members`) intersected with those the facet counts — the artists found, meeting every
 * choice but the facet's own — or, when nothing but the facet's own choice narrows a search without text,
 * the stored counts over every public artist.
 */
function facetCounts(filter: ArtSearchFilter): SQL {
  /**
   * A facet's stored counts, when a search without text is narrowed for it by nothing but its own choice
   * (the counts over every public artist) or by one value of another facet (those over its holders).
   */
  const stored = (facet: FacetName): SQL | null => {
    const others = choicesOf(filter).filter((choice) => choice.facet !== facet)
    if (filter.text || others.length > 1) return null
    if (others.length === 0) return storedCounts(facet)
    return others[0]!.values.length === 1 ? storedPairCounts(facet, others[0]!) : null
  }
  /** The rows of a facet, given which of the value `v`'s artists it counts: those in `b.ids`, or all. */
  const counted = (facet: FacetName, rows: (holding: SQL) => SQL) => {
    const sets = chosenSets(filter, facet)
    if (sets.length === 0) return rows(sql`v.ids`)
    // OFFSET 0: intersected once, not again for each value (a subquery the planner would otherwise flatten).
    return sql`SELECT x.* FROM (SELECT ${intersection(sets)} AS ids FROM chosen c OFFSET 0) b
      CROSS JOIN LATERAL (${rows(sql`intarray._int_inter(b.ids, v.ids)`)} OFFSET 0) x`
  }
  const valuesOf = (facet: FacetName) =>
    stored(facet) ??
    sql`SELECT y.* FROM (${counted(
      facet,
      (holding) => sql`SELECT ${facet}::text AS facet, v.value, intarray.icount(${holding})::int AS count
        FROM artist_search_members v WHERE v.facet = ${facet}`,
    )}) y WHERE y.count > 0`
  /**
   * A band (part 1 of an offer) or an availability (part 2) when the other of the two is chosen: the
   * artists with one artwork holding it with one of the other's chosen values, from the offers' arrays.
   */
  const offerFacet = (facet: 'price' | 'availability', part: 1 | 2, other: readonly string[]) => {
    if (other.length === 0) return valuesOf(facet)
    const own = sql`split_part(v.value, '|', ${part})`
    const theirs = sql`split_part(v.value, '|', ${3 - part}) = ANY(${texts(other)})`
    // With two chosen values of the other, an artist may hold both offers of a value: counted once.
    const rows =
      other.length === 1
        ? (
            holding: SQL,
          ) => sql`SELECT ${facet}::text AS facet, ${own} AS value, intarray.icount(${holding})::int AS count
            FROM artist_search_members v WHERE v.facet = 'offer' AND ${theirs}`
        : (holding: SQL) => sql`SELECT ${facet}::text AS facet, ${own} AS value, count(DISTINCT i)::int AS count
            FROM artist_search_members v CROSS JOIN LATERAL unnest(${holding}) AS i
            WHERE v.facet = 'offer' AND ${theirs} GROUP BY 2`
    return stored(facet) ?? sql`SELECT y.* FROM (${counted(facet, rows)}) y WHERE y.count > 0`
  }
  return sql`
    ${valuesOf('medium')}
    UNION ALL ${valuesOf('neighbourhood')}
    UNION ALL ${valuesOf('weekend')}
    UNION ALL ${offerFacet('price', 1, filter.availability)}
    UNION ALL ${offerFacet('availability', 2, filter.priceBands)}`
}

/**
 * The artworks shown with an artist: those meeting the artwork filters, the
 * ones the text finds first, then those in a chosen medium, then the newest.
 */
function shownArtworks(filter: ArtSearchFilter): SQL {
  const textMatch = filter.text ? sql`w.document @@ ${textQuery(filter.text)}` : sql`FALSE`
  const order = [
    sql`"matchesText" DESC`,
    ...(filter.text ? [sql`ts_rank(w.document, ${textQuery(filter.text)}) DESC`] : []),
    ...(filter.mediumIds.length > 0 ? [sql`(w.medium_id = ANY(${ints(filter.mediumIds)})) DESC`] : []),
    sql`w.year DESC NULLS LAST`,
    sql`w.artwork_id DESC`,
  ]
  return sql`(SELECT coalesce(json_agg(x), '[]'::json) FROM (
      SELECT a.id, a.slug, a.title, a.year, a.price, coalesce(a.price_on_request, false) AS "priceOnRequest",
        a.availability, a.medium_id AS "mediumId",
        (SELECT i.image_id FROM artworks_images i WHERE i._parent_id = a.id AND i.image_id IS NOT NULL
          ORDER BY i._order LIMIT 1) AS "imageId",
        ${textMatch} AS "matchesText"
      FROM artwork_search w JOIN artworks a ON a.id = w.artwork_id
      WHERE w.profile_id = m.profile_id AND ${all(artworkConditions(filter, sql`w`))}
      ORDER BY ${sql.join(order, sql`, `)}
      LIMIT ${ARTWORKS_PER_ARTIST}) x)`
}

/**
 * One statement for a whole search: the total, the page of artists (best
 * match first, else A–Z) with their artworks, and every facet's counts.
 */
export function artSearchStatement(filter: ArtSearchFilter): SQL {
  const found = filter.text ? textPage(filter) : namePage(filter)
  // The artists a text finds come first: the choices' arrays (`chosen`) hold them too.
  return sql`WITH ${filter.text ? sql`${foundArtists(filter.text, filter.word)},` : sql``}
    ${chosen(filter)},
    ${found.ctes},
    facets AS (${facetCounts(filter)})
    SELECT
      ${found.total} AS total,
      (SELECT coalesce(json_agg(json_build_object('facet', f.facet, 'value', f.value, 'count', f.count)), '[]'::json)
        FROM facets f) AS facets,
      (SELECT coalesce(json_agg(row_to_json(r) ORDER BY r.score DESC, r."nameKey", r.id), '[]'::json) FROM (
        SELECT p.id, p.slug, p.display_name AS "displayName", p.bio, p.portrait_id AS "portraitId",
          m.score, m.name_key AS "nameKey", m.neighbourhood_id AS "neighbourhoodId", m.medium_ids AS "mediumIds",
          ${shownArtworks(filter)} AS artworks
        FROM page m JOIN artist_profiles p ON p.id = m.profile_id) r) AS artists`
}

type Found = { ctes: SQL; total: SQL }

/**
 * Without text: the page in name order from the name index, the conditions tested on each row read; the
 * total from the stored counts when at most one value is chosen, else by intersecting the choices' members.
 */
function namePage(filter: ArtSearchFilter): Found {
  const conditions = artistConditions(filter)
  const [only, ...more] = choicesOf(filter)
  const total = !only
    ? sql`(SELECT coalesce(sum(c.count), 0)::int FROM (${storedCounts('all')}) c)`
    : more.length === 0 && only.values.length === 1
      ? sql`(SELECT coalesce(sum(c.count), 0)::int FROM (${storedCounts(only.facet)}) c WHERE c.value = ${only.values[0]})`
      : sql`(SELECT intarray.icount(${intersection(chosenSets(filter))}) FROM chosen c)`
  return {
    ctes: sql`page AS (
      SELECT m.profile_id, 0::float8 AS score, m.name_key, m.medium_ids, m.neighbourhood_id
      FROM artist_search m WHERE ${all(conditions)}
      ORDER BY m.name_key, m.profile_id LIMIT ${filter.perPage} OFFSET ${(filter.page - 1) * filter.perPage})`,
    total,
  }
}

/**
 * A text: the artists found (`found`), those meeting the choices (`hit_ids`, by intersecting sorted id
 * arrays), each scored, and the page: the best scores, down to the page's last one — every artist that
 * could be on it, ties included — then in name order among equal scores.
 */
function textPage(filter: ArtSearchFilter): Found {
  const scored = scoring(filter.text)
  const last = filter.page * filter.perPage
  // Without choices every found artist is a hit but the few not public: no join with thousands of hit ids.
  const alone = choicesOf(filter).length === 0
  return {
    ctes: sql`hit_ids AS MATERIALIZED (SELECT ${intersection(chosenSets(filter))} AS ids FROM chosen c),
    scored AS MATERIALIZED (
      SELECT d.profile_id, ${scored.score} AS score FROM found d
        ${alone ? sql`` : sql`JOIN unnest((SELECT h.ids FROM hit_ids h)) AS k(id) ON k.id = d.profile_id`}
        ${scored.joins(sql`d.profile_id`)}
      ${alone ? sql`WHERE NOT EXISTS (SELECT 1 FROM unnest((SELECT c.hidden FROM chosen c)) AS h(id) WHERE h.id = d.profile_id)` : sql``}),
    ranked AS (
      SELECT x.profile_id, x.score, s.name_key
      FROM scored x
        -- Each name read by key (OFFSET 0 keeps it a lookup) from the index that holds it beside the key:
        -- only for those that could be on the page, which may be thousands of equal scores.
        CROSS JOIN LATERAL (SELECT s.name_key FROM artist_search s WHERE s.profile_id = x.profile_id OFFSET 0) s
      WHERE x.score >= coalesce(
        (SELECT y.score FROM scored y ORDER BY y.score DESC OFFSET ${last - 1} LIMIT 1), '-Infinity'::float8)
      ORDER BY x.score DESC, s.name_key, x.profile_id LIMIT ${filter.perPage} OFFSET ${last - filter.perPage}),
    page AS (
      SELECT r.*, s.medium_ids, s.neighbourhood_id FROM ranked r JOIN artist_search s ON s.profile_id = r.profile_id)`,
    total: sql`(SELECT intarray.icount(h.ids) FROM hit_ids h)`,
  }
}

// ---------------------------------------------------------------- running it

export type Facet = { value: string; label: string; count: number; selected: boolean }
export type Named = { id: number; slug: string; name: string }

export type ArtworkHit = {
  id: number
  slug: string | null
  title: string
  year: number | null
  price: number | null
  priceOnRequest: boolean
  availability: Availability
  medium: Named | null
  /** The first of the artwork's images, for the page to show through the media domain's `publicImage`. */
  imageId: number | null
  /** Whether the searched text is found in this artwork itself. */
  matchesText: boolean
}

export type ArtistHit = {
  id: number
  slug: string | null
  displayName: string
  bio: string | null
  portraitId: number | null
  neighbourhood: Named | null
  /** The profile's mediums and those of its published artworks. */
  mediums: Named[]
  score: number
  artworks: ArtworkHit[]
}

export type ArtSearchResults = {
  /** The query as it was used: unknown mediums and neighbourhoods left out. */
  query: ArtSearchQuery
  total: number
  pages: number
  artists: ArtistHit[]
  facets: { mediums: Facet[]; neighbourhoods: Facet[]; priceBands: Facet[]; availability: Facet[]; weekends: Facet[] }
  currency: typeof ART_CURRENCY
}

type StatementRow = {
  total: number
  facets: { facet: FacetName; value: string; count: number }[]
  artists: (Omit<ArtistHit, 'neighbourhood' | 'mediums' | 'artworks'> & {
    nameKey: string
    neighbourhoodId: number | null
    mediumIds: number[]
    artworks: (Omit<ArtworkHit, 'medium'> & { mediumId: number | null })[]
  })[]
}

type Lookups = { mediums: Named[]; neighbourhoods: Named[]; word: string | null }

/**
 * What the statement needs to know first, in one round trip: both lists of the search's names (their ids)
 * and the text's word when it is one.
 */
export async function lookups(payload: Payload, text: string): Promise<Lookups> {
  const list = (table: string) =>
    sql`(SELECT coalesce(json_agg(json_build_object('id', t.id, 'slug', t.slug, 'name', t.name)
      ORDER BY t."order" NULLS LAST, t.name, t.id), '[]'::json) FROM ${sql.raw(table)} t)`
  const { rows } = await database(payload).execute(
    sql`SELECT ${list('mediums')} AS mediums, ${list('neighbourhoods')} AS neighbourhoods,
      ${text ? wordOf(text) : sql`NULL::text`} AS word`,
  )
  return rows[0] as Lookups
}

/** The query as used (unknown mediums and neighbourhoods left out) and as the statement reads it. */
export async function artSearchFilter(
  payload: Payload,
  input: ArtSearchQuery,
): Promise<{ query: ArtSearchQuery; filter: ArtSearchFilter } & Omit<Lookups, 'word'>> {
  const { mediums, neighbourhoods, word } = await lookups(payload, input.text)
  const known = (list: Named[], slugs: string[]) => list.filter((item) => slugs.includes(item.slug))
  const query: ArtSearchQuery = {
    ...input,
    mediums: known(mediums, input.mediums).map((item) => item.slug),
    neighbourhoods: known(neighbourhoods, input.neighbourhoods).map((item) => item.slug),
  }
  const filter: ArtSearchFilter = {
    ...query,
    mediumIds: known(mediums, query.mediums).map((item) => item.id),
    neighbourhoodIds: known(neighbourhoods, query.neighbourhoods).map((item) => item.id),
    word,
  }
  return { query, filter, mediums, neighbourhoods }
}

function facetList(
  values: readonly { value: string; label: string }[],
  counts: Map<string, number>,
  selected: readonly string[],
): Facet[] {
  return values.map(({ value, label }) => ({
    value,
    label,
    count: counts.get(value) ?? 0,
    selected: selected.includes(value),
  }))
}

/** Searches the public artists: the page of results, the total and the facet counts. */
export async function searchArtists(payload: Payload, input: ArtSearchQuery): Promise<ArtSearchResults> {
  const { query, filter, mediums, neighbourhoods } = await artSearchFilter(payload, input)
  // pg_trgm's `<%` reads its threshold from each connection (SEARCH_CONNECTION_OPTIONS).
  const { rows } = await database(payload).execute(artSearchStatement(filter))
  const row = rows[0] as StatementRow

  const counts = (facet: FacetName, key: (value: string) => string = (value) => value) =>
    new Map(row.facets.filter((item) => item.facet === facet).map((item) => [key(item.value), item.count]))
  const byId = (list: Named[]) => new Map(list.map((item) => [item.id, item]))
  const mediumById = byId(mediums)
  const neighbourhoodById = byId(neighbourhoods)
  const slugOfId = (map: Map<number, Named>) => (value: string) => map.get(Number(value))?.slug ?? value
  const numeric = (value: unknown) => (value === null || value === undefined ? null : Number(value))

  return {
    query,
    total: row.total,
    pages: Math.max(1, Math.ceil(row.total / query.perPage)),
    currency: ART_CURRENCY,
    artists: row.artists.map(({ neighbourhoodId, mediumIds, artworks, nameKey: _nameKey, ...artist }) => ({
      ...artist,
      neighbourhood: (neighbourhoodId && neighbourhoodById.get(neighbourhoodId)) || null,
      mediums: mediums.filter((medium) => mediumIds.includes(medium.id)),
      artworks: artworks.map(({ mediumId, ...artwork }) => ({
        ...artwork,
        year: numeric(artwork.year),
        price: numeric(artwork.price),
        medium: (mediumId && mediumById.get(mediumId)) || null,
      })),
    })),
    facets: {
      mediums: facetList(
        mediums.map((item) => ({ value: item.slug, label: item.name })),
        counts('medium', slugOfId(mediumById)),
        query.mediums,
      ),
      neighbourhoods: facetList(
        neighbourhoods.map((item) => ({ value: item.slug, label: item.name })),
        counts('neighbourhood', slugOfId(neighbourhoodById)),
        query.neighbourhoods,
      ),
      priceBands: facetList(PRICE_BANDS, counts('price'), query.priceBands),
      availability: facetList(
        AVAILABILITY.map((value) => ({ value, label: AVAILABILITY_LABELS[value] })),
        counts('availability'),
        query.availability,
      ),
      // The weekends some artist shows in, and those chosen: the season's weekends are Open Studios' to know.
      weekends: facetList(
        [...new Set([...counts('weekend').keys(), ...query.weekends])]
          .sort((a, b) => Number(a) - Number(b))
          .map((value) => ({ value, label: `Weekend ${value}` })),
        counts('weekend'),
        query.weekends,
      ),
    },
  }
}
