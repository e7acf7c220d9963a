import type { Metadata } from 'next'

import { prerenderingTheBuild } from '@/platform/http/public-pages'

import { openStudiosPageData } from '../services/map-page'
import { OpenStudiosPage } from './OpenStudiosPage'

export const openStudiosMetadata: Metadata = {
  title: 'Open Studios',
  description: 'The Open Studios weekends, and the map and list of the studios to visit.',
}

/** `/openstudios` and `/openstudios/weekend/{n}` (what `?weekend=n` is answered from), cached whole. */
export async function OpenStudiosRoute({ weekend }: { weekend: string | null }) {
  if (prerenderingTheBuild()) return null
  const number = weekend && /^\d{1,2}$/.test(weekend) ? Number(weekend) : null
  return <OpenStudiosPage data={await openStudiosPageData(number)} />
}
