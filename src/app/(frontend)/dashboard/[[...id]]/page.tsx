import type { Metadata } from 'next'

import { DashboardPage } from '@/domains/accounts'
import { ArtistDashboardSection } from '@/domains/artists'
import { MailDashboardSection } from '@/domains/comms'
import { OrdersDashboardSection } from '@/domains/commerce'
import { GivingDashboardSection } from '@/domains/donors'
import { EventsDashboardSection } from '@/domains/events'
import { MembershipDashboardSection } from '@/domains/membership'
import { FavouritesDashboardSection } from '@/domains/membership'
import { OpenStudiosDashboardSection } from '@/domains/openStudios'
import { PerksDashboardSection } from '@/domains/perks'

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } }
export const dynamic = 'force-dynamic'

export default function DashboardRoute(props: { params: Promise<{ id?: string[] }> }) {
  return (
    <DashboardPage
      params={props.params}
      ownSections={(person) => (
        <>
          <MembershipDashboardSection person={person} />
          <PerksDashboardSection person={person} />
          <EventsDashboardSection person={person} />
          <ArtistDashboardSection person={person} />
          <OrdersDashboardSection person={person} />
          <GivingDashboardSection person={person} />
          <OpenStudiosDashboardSection person={person} />
          <FavouritesDashboardSection person={person} />
          <MailDashboardSection person={person} />
        </>
      )}
    />
  )
}
