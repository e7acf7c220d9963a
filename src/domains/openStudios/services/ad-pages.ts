import type { Payload } from 'payload'

import { formatMoney } from '@/domains/commerce'
import { database } from '@/platform/database/transaction'
import { cachedPageData } from '@/platform/http/public-pages'

import { adDimensions, ARTWORK_MAX_BYTES, megabytes } from './ad-artwork-check'
import { ADS_DATA_SECONDS, ADS_TAG, adSizesOf, dayLabel, left, type AdSize } from './ad-orders'
import { isPast } from './deadlines'
import { millimetres } from './print-size'
import { currentSeason } from './seasons'

/** A size of ad as `/advertise` and the ad's page show it: every measure a designer asks for. */
export type AdSizeSpec = {
  id: number
  name: string
  price: string
  trim: string
  trimMillimetres: string
  bleed: string
  withBleed: string
  withBleedMillimetres: string
  pixels: string
  dpi: number
  left: number
  quantity: number
}

const inches = (value: number) => `${Math.round(value * 1000) / 1000}`

export function adSizeSpec(size: AdSize, dpi: number, currency: string): AdSizeSpec {
  const full = adDimensions({ ...size, dpi })
  return {
    id: size.id,
    name: size.name,
    price: formatMoney({ minor: size.priceMinor, currency }),
    trim: `${inches(size.trimWidthInches)} × ${inches(size.trimHeightInches)} in`,
    trimMillimetres: `${millimetres(size.trimWidthInches)} × ${millimetres(size.trimHeightInches)} mm`,
    bleed:
      size.bleedInches > 0 ? `${inches(size.bleedInches)} in (${millimetres(size.bleedInches)} mm) each side` : 'none',
    withBleed: `${inches(full.widthInches)} × ${inches(full.heightInches)} in`,
    withBleedMillimetres: `${full.widthMillimetres} × ${full.heightMillimetres} mm`,
    pixels: `${full.widthPixels} × ${full.heightPixels} px`,
    dpi,
    left: left(size),
    quantity: size.quantity,
  }
}

export type AdvertisePage = {
  season: { name: string; year: number } | null
  sizes: AdSizeSpec[]
  reservationsClose: string | null
  artworkDue: string | null
  /** Whether ad reservations had closed when the page was made (the server decides again on every purchase). */
  closed: boolean
  maxFile: string
}

async function loadAdvertisePage(payload: Payload, timeZone: string): Promise<AdvertisePage> {
  const season = await currentSeason(payload)
  const maxFile = megabytes(ARTWORK_MAX_BYTES)
  if (!season) return { season: null, sizes: [], reservationsClose: null, artworkDue: null, closed: true, maxFile }
  const sizes = await adSizesOf(database(payload), season.id)
  const { adReservationsClose, adArtworkDue } = season.deadlines
  return {
    season: { name: season.name, year: season.year },
    sizes: sizes.map((size) => adSizeSpec(size, season.guide.printDpi, season.currency)),
    reservationsClose: adReservationsClose ? dayLabel(adReservationsClose) : null,
    artworkDue: adArtworkDue ? dayLabel(adArtworkDue) : null,
    closed: isPast(adReservationsClose, new Date(), timeZone),
    maxFile,
  }
}

/** `/advertise`'s data, cached under the ads' tag: sizes saved and units taken expire it (decision 053). */
export function advertisePage(payload: Payload, timeZone: string): Promise<AdvertisePage> {
  return cachedPageData(() => loadAdvertisePage(payload, timeZone), ['os-ads', 'advertise'], {
    tags: [ADS_TAG],
    revalidate: ADS_DATA_SECONDS,
  })()
}
