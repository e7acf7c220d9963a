import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'

import {
  artSearchParams,
  artSearchStatement,
  DEFAULT_PER_PAGE,
  EMPTY_ART_SEARCH,
  parseArtSearch,
  type ArtSearchFilter,
} from './art-search'

const dialect = new PgDialect()
const render = (query: SQL) => dialect.sqlToQuery(query)

const filter = (changes: Partial<ArtSearchFilter> = {}): ArtSearchFilter => ({
  ...EMPTY_ART_SEARCH,
  mediumIds: [],
  neighbourhoodIds: [],
  word: null,
  ...changes,
})

describe('reading a search from the address', () => {
  it('reads the Open Studios weekends and the map view, leaving out what cannot be a weekend', () => {
    const parsed = parseArtSearch(new URLSearchParams('weekend=1,2&weekend=0&weekend=21&weekend=x&view=map'))
    expect(parsed).toMatchObject({ weekends: ['1', '2'], view: 'map' })
    expect(artSearchParams(parsed).toString()).toBe('weekend=1&weekend=2&view=map')
    expect(parseArtSearch(new URLSearchParams('view=globe')).view).toBe('list')
  })

  it('gives the empty search for an empty address', () => {
    expect(parseArtSearch(new URLSearchParams())).toEqual(EMPTY_ART_SEARCH)
    expect(parseArtSearch({})).toEqual(EMPTY_ART_SEARCH)
  })

  it('reads control characters, a NUL among them, as spaces', () => {
    expect(parseArtSearch(new URLSearchParams('q=%00')).text).toBe('')
    expect(parseArtSearch(new URLSearchParams('q=blue%00bowls%0A%1F')).text).toBe('blue bowls')
  })

  it('reads every part, from repeated keys and comma lists alike', () => {
    const params = new URLSearchParams(
      'q=  blue   bowls &medium=ceramics&medium=painting,glass&neighbourhood=mission&price=under-500' +
        '&price=on-request&availability=available&page=3&perPage=12',
    )
    expect(parseArtSearch(params)).toEqual({
      text: 'blue bowls',
      mediums: ['ceramics', 'painting', 'glass'],
      neighbourhoods: ['mission'],
      priceBands: ['under-500', 'on-request'],
      availability: ['available'],
      weekends: [],
      page: 3,
      perPage: 12,
      view: 'list',
    })
  })

  it('reads the record Next.js gives a page', () => {
    expect(parseArtSearch({ q: ['', 'Marquez'], medium: 'Ceramics', availability: ['sold', 'sold'] })).toMatchObject({
      text: 'Marquez',
      mediums: ['ceramics'],
      availability: ['sold'],
    })
  })

  it('leaves out what it cannot use instead of failing', () => {
    const parsed = parseArtSearch(
      new URLSearchParams(
        'medium=not a slug&medium=../etc&medium=&neighbourhood=-x-&price=cheap&availability=stolen' +
          '&page=two&perPage=100000',
      ),
    )
    expect(parsed).toEqual(EMPTY_ART_SEARCH)
    expect(parseArtSearch({ page: '0', perPage: '-5' })).toMatchObject({ page: 1, perPage: DEFAULT_PER_PAGE })
    expect(parseArtSearch({ page: '1001' }).page).toBe(1)
    expect(parseArtSearch({ perPage: '61' }).perPage).toBe(DEFAULT_PER_PAGE)
  })

  it('shortens a very long text and caps the lists', () => {
    expect(parseArtSearch({ q: 'a'.repeat(500) }).text).toHaveLength(200)
    const many = Array.from({ length: 50 }, (_, n) => `m${n}`).join(',')
    expect(parseArtSearch({ medium: many }).mediums).toHaveLength(20)
  })

  it('writes a search back to the address, defaults left out, and reads it again the same', () => {
    const query = parseArtSearch(new URLSearchParams('q=clay&medium=ceramics&price=500-2000&page=2'))
    expect(artSearchParams(query).toString()).toBe('q=clay&medium=ceramics&price=500-2000&page=2')
    expect(parseArtSearch(artSearchParams(query))).toEqual(query)
    expect(artSearchParams(query, { page: 1, mediums: [] }).toString()).toBe('q=clay&price=500-2000')
    expect(artSearchParams(EMPTY_ART_SEARCH).toString()).toBe('')
  })
})

describe('the search statement', () => {
  it('passes the text only as a parameter, however it is written', () => {
    const text = `Ada'); DROP TABLE users; -- %_\\`
    const { sql: statement, params } = render(artSearchStatement(filter({ text })))
    expect(statement).not.toContain('DROP TABLE')
    expect(statement).not.toContain(text)
    const textParams = params.filter((param) => typeof param === 'string' && param.includes('DROP'))
    expect(textParams.length).toBeGreaterThan(0)
    expect(new Set(textParams)).toEqual(new Set([text]))
    expect(statement).toMatch(/websearch_to_tsquery\('art_search', \$\d+::text\)/)
    expect(statement).toMatch(/unaccent\(lower\(\$\d+::text\)\)/)
  })

  it('matches names with trigrams only from three characters', () => {
    expect(render(artSearchStatement(filter({ text: 'Marquez' }))).sql).toMatch(/artists_named_like\(unaccent/)
    expect(render(artSearchStatement(filter({ text: 'Ma' }))).sql).not.toMatch(/artists_named_like/)
  })

  it('without text, lists every public artist and never mentions a tsquery', () => {
    const { sql: statement, params } = render(artSearchStatement(filter()))
    expect(statement).toContain('FROM artist_search m')
    expect(statement).not.toContain('websearch_to_tsquery')
    expect(params).not.toContain('')
  })

  it('filters by ids and bands as array parameters', () => {
    const { sql: statement, params } = render(
      artSearchStatement(
        filter({
          mediumIds: [3, 4],
          neighbourhoodIds: [9],
          priceBands: ['under-500'],
          availability: ['available'],
        }),
      ),
    )
    expect(statement).toMatch(/m\.medium_ids && \$\d+::int\[\]/)
    expect(statement).toMatch(/m\.neighbourhood_id = ANY\(\$\d+::int\[\]\)/)
    expect(statement).toMatch(/w\.availability = ANY\(\$\d+::text\[\]\)/)
    expect(params).toContainEqual([3, 4])
    expect(params).toContainEqual([9])
    expect(params).toContainEqual(['under-500'])
    expect(params).toContainEqual(['available'])
  })

  it("counts a facet by intersecting each value's artists with those found and the other choices (decision 040)", () => {
    const { sql: statement } = render(
      artSearchStatement(filter({ text: 'blue', mediumIds: [3], availability: ['available'] })),
    )
    const [mediums, neighbourhoods, weekends] = statement.slice(statement.indexOf('facets AS')).split('UNION ALL')
    expect(mediums).toContain('intarray._int_inter(c.found, c.works)')
    expect(mediums).not.toContain('c.medium')
    for (const facet of [neighbourhoods, weekends]) {
      expect(facet).toContain('intarray._int_inter(intarray._int_inter(c.found, c.medium), c.works)')
    }
    expect(statement).not.toContain('matched')
  })

  it('filters by Open Studios weekend, and counts the weekends without that filter', () => {
    const { sql: statement, params } = render(artSearchStatement(filter({ weekends: ['2'], mediumIds: [3, 4] })))
    expect(statement).toMatch(/m\.weekends && \$\d+::int\[\]/)
    expect(params).toContainEqual([2])
    const facets = statement.slice(statement.indexOf('facets AS'))
    const weekendFacet = facets.split('UNION ALL')[2]!
    expect(weekendFacet).toContain('FROM artist_search_members v WHERE v.facet = ')
    expect(weekendFacet).not.toContain('c.weekend')
    expect(weekendFacet).toContain('c.medium')
  })

  it('scores a text with choices only for the artists that pass them, and without choices all it finds', () => {
    const withChoices = render(artSearchStatement(filter({ text: 'blue', word: 'blue', mediumIds: [3] }))).sql
    const found = withChoices.slice(withChoices.indexOf('found AS'), withChoices.indexOf('chosen AS'))
    const hits = withChoices.slice(withChoices.indexOf('hit_ids AS'), withChoices.indexOf('page AS'))
    expect(found).toContain('FROM artist_doc_terms t')
    expect(found).not.toContain('score')
    expect(hits).toContain('intarray._int_inter(c.found, c.medium) AS ids')
    expect(hits).toContain('JOIN unnest((SELECT h.ids FROM hit_ids h))')
    const alone = render(artSearchStatement(filter({ text: 'blue', word: 'blue' }))).sql
    const scored = alone.slice(alone.indexOf('scored AS'), alone.indexOf('page AS'))
    expect(scored).toContain('AS score')
    // Every found artist but those not public (`hidden`), without joining the hits' ids.
    expect(scored).not.toContain('hit_ids')
    expect(scored).toContain('NOT EXISTS (SELECT 1 FROM unnest((SELECT c.hidden FROM chosen c))')
    expect(alone.slice(alone.indexOf('hit_ids AS'), alone.indexOf('scored AS'))).toContain('SELECT c.found AS ids')
  })

  it('holds only the way of finding that the text needs: the words kept for one word, else ranking', () => {
    const { sql: oneWord, params } = render(artSearchStatement(filter({ text: 'Painting', word: 'paint' })))
    expect(oneWord).toContain('FROM artist_doc_terms t WHERE t.lexeme = $')
    expect(oneWord).not.toContain('work_hits')
    expect(oneWord).not.toContain('numnode')
    expect(params).toContain('paint')
    const { sql: twoWords } = render(artSearchStatement(filter({ text: 'fog harbour', word: null })))
    expect(twoWords).toContain('work_hits AS')
    expect(twoWords).not.toContain('artist_doc_terms')
  })

  it('counts each facet without its own filter but with all the others', () => {
    const { sql: statement } = render(artSearchStatement(filter({ mediumIds: [3, 4], neighbourhoodIds: [9, 10] })))
    const facets = statement.slice(statement.indexOf('facets AS'))
    const [mediumFacet, neighbourhoodFacet] = facets.split('UNION ALL')
    expect(mediumFacet).not.toContain('c.medium')
    expect(mediumFacet).toContain('c.neighbourhood')
    expect(neighbourhoodFacet).toContain('c.medium')
    expect(neighbourhoodFacet).not.toContain('c.neighbourhood')
  })

  it('reads the stored counts when a search without text has one value chosen beside a facet (decision 040)', () => {
    const { sql: statement, params } = render(artSearchStatement(filter({ mediumIds: [3] })))
    const [total, facets] = [
      statement.slice(statement.indexOf('AS total') - 200),
      statement.slice(statement.indexOf('facets AS')),
    ]
    const [mediumFacet, neighbourhoodFacet, weekendFacet, priceFacet] = facets.split('UNION ALL')
    expect(mediumFacet).toContain('FROM artist_search_counts')
    for (const facet of [neighbourhoodFacet, weekendFacet, priceFacet]) {
      expect(facet).toContain('FROM artist_search_pair_counts')
      expect(facet).not.toContain('matched')
    }
    expect(total).toContain('artist_search_counts')
    expect(params).toContain('3')
    for (const counted of [
      filter({ text: 'clay', mediumIds: [3] }),
      filter({ mediumIds: [3, 4] }),
      filter({ mediumIds: [3], neighbourhoodIds: [9], priceBands: ['under-500'] }),
    ]) {
      const facetsOf = render(artSearchStatement(counted)).sql.split('facets AS')[1]!
      expect(facetsOf.split('UNION ALL')[1]).not.toContain('artist_search_pair_counts')
    }
  })

  it('pages with limit and offset parameters', () => {
    const { sql: statement, params } = render(artSearchStatement(filter({ page: 3, perPage: 12 })))
    expect(statement).toMatch(/LIMIT \$(\d+) OFFSET \$(\d+)/)
    const [, limit, offset] = /LIMIT \$(\d+) OFFSET \$(\d+)/.exec(statement)!
    expect(params[Number(limit) - 1]).toBe(12)
    expect(params[Number(offset) - 1]).toBe(24)
  })
})
