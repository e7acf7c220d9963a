import type { Metadata } from 'next'

import { ArtLoverView, fixedPage } from '@/domains/content'
import { PartnerPerksSection } from '@/domains/perks'
import { prerenderingTheBuild } from '@/platform/http/public-pages'
import { payloadInstance } from '@/platform/payload'

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
export const metadata: Metadata = {
  title: 'Art lovers',
  description: 'Why join as an art lover: the perks of membership, and the artists it supports.',
}

export default async function ArtLoverRoute() {
  if (prerenderingTheBuild()) return null
  return (
    <>
      <ArtLoverView page={await fixedPage(await payloadInstance(), 'art-lover-page')} />
      <PartnerPerksSection />
    </>
  )
}
