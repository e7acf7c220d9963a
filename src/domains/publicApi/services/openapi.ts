import { DEFAULT_LIMIT, MAX_LIMIT } from './paging'

/**
 * The public API's OpenAPI 3.1 document (decision 101), served at
 * `/api/public/v1/openapi.json`. Its schemas are JSON Schema 2020-12: the
 * tests validate every answer they get against them, so the document cannot
 * drift from what the API sends.
 */

const text = { type: 'string' } as const
const maybeText = { type: ['string', 'null'] } as const
const maybeNumber = { type: ['number', 'null'] } as const
const maybeInteger = { type: ['integer', 'null'] } as const
const url = { type: 'string', format: 'uri' } as const
const instant = { type: 'string', format: 'date-time' } as const
const date = { type: 'string', format: 'date' } as const
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const maybe = (name: string) => ({ oneOf: [ref(name), { type: 'null' }] })

const object = (properties: Record<string, unknown>) => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
})

const list = (item: string) =>
  object({
    data: { type: 'array', items: ref(item) },
    next: { ...maybeText, description: 'The cursor of the next page; null on the last page.' },
  })

const ARTIST_SUMMARY = {
  id: { type: 'integer' },
  slug: text,
  name: text,
  url,
  neighbourhood: maybe('Named'),
  mediums: { type: 'array', items: ref('Named') },
  portrait: maybe('Picture'),
}

/** A GeoJSON position (RFC 7946): longitude, then latitude. */
const position = { type: 'array', items: { type: 'number' }, minItems: 2 } as const
/** A closed ring: at least four positions, the first repeated last. */
const ring = { type: 'array', items: position, minItems: 4 } as const
const polygon = { type: 'array', items: ring, minItems: 1 } as const

const SCHEMAS = {
  Picture: object({ url, width: maybeInteger, height: maybeInteger, alt: text }),
  Named: object({ name: text, slug: text }),
  ArtistSummary: object(ARTIST_SUMMARY),
  Artwork: object({
    id: { type: 'integer' },
    slug: text,
    title: text,
    url,
    year: maybeInteger,
    medium: maybeText,
    dimensions: maybeText,
    description: maybeText,
    priceMinor: { ...maybeInteger, description: 'In minor units of `currency`; null: price on request.' },
    currency: text,
    availability: { enum: ['available', 'sold', 'not-for-sale'] },
    picture: maybe('Picture'),
  }),
  Artist: object({
    ...ARTIST_SUMMARY,
    bio: maybeText,
    statement: maybeText,
    studio: object({ street: maybeText, city: maybeText, postcode: maybeText }),
    links: { type: 'array', items: object({ kind: text, label: maybeText, url: text }) },
    artworks: { type: 'array', items: ref('Artwork') },
  }),
  Studio: object({
    id: { type: 'integer' },
    name: maybeText,
    address: text,
    unit: maybeText,
    city: maybeText,
    neighbourhood: maybeText,
    latitude: maybeNumber,
    longitude: maybeNumber,
    accessNotes: maybeText,
    accessibility: { type: 'array', items: text },
    weekends: { type: 'array', items: { type: 'integer' }, description: 'The weekends’ numbers.' },
    artists: { type: 'array', items: object({ name: text, url: { oneOf: [url, { type: 'null' }] } }) },
  }),
  Weekend: object({
    number: { type: 'integer' },
    label: text,
    startsOn: date,
    endsOn: date,
    opensAt: { ...text, description: 'HH:mm where the organisation is.' },
    closesAt: text,
    neighbourhoods: { type: 'array', items: ref('Named') },
  }),
  Season: object({
    id: { type: 'integer' },
    year: { type: 'integer' },
    name: text,
    weekends: { type: 'array', items: ref('Weekend') },
  }),
  Event: object({
    id: { type: 'integer' },
    slug: text,
    title: text,
    summary: maybeText,
    url,
    status: { enum: ['published', 'cancelled'] },
    allDay: { type: 'boolean' },
    startsAt: instant,
    endsAt: instant,
    dates: { type: 'array', items: object({ startsAt: instant, endsAt: instant }) },
    venue: {
      oneOf: [
        object({ name: maybeText, address: maybeText, latitude: maybeNumber, longitude: maybeNumber }),
        { type: 'null' },
      ],
    },
    onlineLink: maybeText,
    tags: { type: 'array', items: ref('Named') },
    registration: { enum: ['none', 'rsvp', 'tickets'] },
    priceNote: maybeText,
    organiserName: maybeText,
    picture: maybe('Picture'),
  }),
  Outline: {
    description: 'A GeoJSON geometry (RFC 7946, longitude first), usable as a Feature’s geometry.',
    oneOf: [
      object({ type: { const: 'Polygon' }, coordinates: polygon }),
      object({ type: { const: 'MultiPolygon' }, coordinates: { type: 'array', items: polygon, minItems: 1 } }),
    ],
  },
  Neighbourhood: object({
    name: text,
    slug: { ...text, description: 'What `neighbourhood` of `/artists` takes (or the name).' },
    outline: { ...maybe('Outline'), description: 'Its outline on the Open Studios map; null when none is drawn.' },
  }),
  Program: object({
    title: text,
    url,
    kind: { enum: ['residency', 'class', 'exhibition', 'other'] },
    summary: maybeText,
    picture: maybe('Picture'),
  }),
  ArtistList: list('ArtistSummary'),
  StudioList: list('Studio'),
  EventList: list('Event'),
  ProgramList: list('Program'),
  ArtistAnswer: object({ data: ref('Artist') }),
  SeasonAnswer: object({ data: maybe('Season') }),
  WeekendList: object({ data: { type: 'array', items: ref('Weekend') } }),
  NeighbourhoodList: object({ data: { type: 'array', items: ref('Neighbourhood') } }),
  Error: object({
    error: object({
      code: {
        enum: [
          'bad-cursor',
          'bad-limit',
          'bad-filter',
          'not-found',
          'bad-key',
          'revoked-key',
          'origin-refused',
          'too-many-requests',
        ],
      },
      message: text,
    }),
  }),
} as const

export type SchemaName = keyof typeof SCHEMAS

const answer = (schema: SchemaName, description: string) => ({
  description,
  headers: {
    ETag: { schema: text, description: 'Ask again with If-None-Match: 304 while nothing changed.' },
  },
  content: { 'application/json': { schema: ref(schema) } },
})
const problem = (description: string) => ({ description, content: { 'application/json': { schema: ref('Error') } } })
const PROBLEMS = {
  '304': { description: 'Not modified since the ETag given in If-None-Match.' },
  '401': problem('The key is not known or was revoked (`bad-key`, `revoked-key`).'),
  '403': problem('The key does not allow the request’s Origin (`origin-refused`).'),
  '429': {
    ...problem('Over the limit a minute (`too-many-requests`).'),
    headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds until the next minute opens.' } },
  },
}
const PAGE_PARAMETERS = [
  {
    name: 'limit',
    in: 'query',
    description: `How many (default ${DEFAULT_LIMIT}; more than ${MAX_LIMIT} is read as ${MAX_LIMIT}).`,
    schema: { type: 'integer', minimum: 1 },
  },
  { name: 'cursor', in: 'query', description: 'The `next` of the page before.', schema: text },
]
const ARTIST_FILTERS = [
  {
    name: 'medium',
    in: 'query',
    description:
      'Only artists working in this medium (its slug or name, any case): in their profile or a published artwork, as the site’s search finds them. An unknown one is a 400 naming the known ones.',
    schema: text,
  },
  {
    name: 'neighbourhood',
    in: 'query',
    description:
      'Only artists in this neighbourhood (its slug or name, any case; see `/neighbourhoods`). An unknown one is a 400.',
    schema: text,
  },
  {
    name: 'q',
    in: 'query',
    description:
      'Only artists each of whose words is a word of their name, its start (from three letters) or one with a typo or two (from five letters).',
    schema: { type: 'string', maxLength: 200 },
  },
]
const listOperation = (summary: string, schema: SchemaName, filters: unknown[] = []) => ({
  get: {
    summary,
    parameters: [...PAGE_PARAMETERS, ...filters],
    responses: {
      '200': answer(schema, summary),
      '400': problem(
        filters.length > 0
          ? 'A bad `limit`, `cursor` (or one given with other filters: `bad-cursor`) or filter (`bad-filter`).'
          : 'A bad `limit` or `cursor`.',
      ),
      ...PROBLEMS,
    },
  },
})
const oneOperation = (summary: string, schema: SchemaName, parameters: unknown[] = []) => ({
  get: {
    summary,
    parameters,
    responses: { '200': answer(schema, summary), '404': problem('Nothing public at this address.'), ...PROBLEMS },
  },
})

export function openApiDocument(publicUrl: string) {
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'Vernissage public API',
      version: '1.0.0',
      description:
        'Read-only: the organisation’s public artists and artworks, Open Studios’ current season, weekends, studios and neighbourhoods’ outlines, events and programs — exactly what the public pages show. Send your key as `X-Api-Key`; without one, a low limit a minute per address applies and browsers on other sites cannot read the answers.',
    },
    servers: [{ url: new URL('/api/public/v1', publicUrl).toString() }],
    security: [{ apiKey: [] }, {}],
    paths: {
      '/artists': listOperation('Public artists, by id', 'ArtistList', ARTIST_FILTERS),
      '/artists/{artist}': oneOperation('One public artist with their public artworks', 'ArtistAnswer', [
        { name: 'artist', in: 'path', required: true, description: 'The artist’s slug or id.', schema: text },
      ]),
      '/studios': listOperation('The current season’s studios with their registered artists, by id', 'StudioList'),
      '/season': oneOperation(
        'The current Open Studios season and its weekends (null when none is current)',
        'SeasonAnswer',
      ),
      '/weekends': oneOperation('The current season’s weekends', 'WeekendList'),
      '/neighbourhoods': oneOperation(
        'The neighbourhoods in the organisation’s order, each with its outline on the Open Studios map',
        'NeighbourhoodList',
      ),
      '/events': listOperation('Public events with their coming dates, by id', 'EventList'),
      '/programs': listOperation('Published programs, by address', 'ProgramList'),
    },
    components: {
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } },
      schemas: SCHEMAS,
    },
  }
}
