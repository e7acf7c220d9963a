/**
 * Geocoding a studio's address through the geocoder configured in
 * `GEOCODER_URL` (none by default): a Nominatim-style JSON API,
 * `GET {url}/search?q=…&format=json&limit=1`, answering a list of places
 * with `lat` and `lon` as strings (decision 054).
 */

export type Position = { latitude: number; longitude: number }

/** The position in a geocoder's answer, or why there is none. */
export function parseGeocoderAnswer(answer: unknown): { position: Position } | { problem: string } {
  if (!Array.isArray(answer)) return { problem: 'The geocoder answered something that is not a list of places.' }
  if (answer.length === 0) return { problem: 'The geocoder found no place at this address.' }
  const place = answer[0] as { lat?: unknown; lon?: unknown }
  const latitude = Number(place?.lat)
  const longitude = Number(place?.lon)
  if (
    place?.lat === undefined ||
    place?.lon === undefined ||
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude) ||
    Math.abs(latitude) > 90 ||
    Math.abs(longitude) > 180
  ) {
    return { problem: 'The geocoder’s answer has no usable latitude and longitude.' }
  }
  return { position: { latitude, longitude } }
}

/** The address to look up: street address, city and postcode, as one line. */
export function geocoderQuery(studio: { address: string; city?: string | null; postcode?: string | null }): string {
  return [studio.address, studio.city, studio.postcode].filter((part) => part && part.trim()).join(', ')
}

/** The request's address for `query` at the geocoder `base`. */
export function geocoderUrl(base: string, query: string): string {
  const url = new URL(`${base.replace(/\/$/, '')}/search`)
  url.searchParams.set('q', query)
  url.searchParams.set('format', 'json')
  url.searchParams.set('limit', '1')
  return url.href
}

/** Asks the geocoder at `base` where `query` is; a failure is a problem in words, never a throw. */
export async function geocode(
  base: string,
  query: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ position: Position } | { problem: string }> {
  try {
    const response = await fetchImpl(geocoderUrl(base, query), {
      headers: { accept: 'application/json', 'user-agent': 'Vernissage Open Studios map' },
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) return { problem: `The geocoder answered ${response.status}.` }
    return parseGeocoderAnswer(await response.json())
  } catch (error) {
    return { problem: `The geocoder could not be reached (${error instanceof Error ? error.message : 'no answer'}).` }
  }
}
