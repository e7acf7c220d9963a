import type { Metadata } from 'next'

import { prerenderingTheBuild } from '@/platform/http/public-pages'
import { askedPath, PageNotFound } from '@/ui/NotFoundPage'

import { mapStyleUrl } from '../services/map-page'
import { IN_MY_ORDER, parseStudios, PLAN_PATH } from '../services/plan-choice'
import { chooserData, planData } from '../services/plan-page'
import { PlanChooser } from './PlanChooser'
import { PlanRoutes } from './PlanRoutes'

export const planMetadata: Metadata = {
  title: 'Plan your Open Studios route',
  description: 'Choose the studios to visit and get a walking route for each day, on your phone and offline.',
  manifest: '/manifest.webmanifest',
}

function NoSeason() {
  return (
    <p className="mt-4 text-lg">
      No Open Studios season is on at the moment. When the next one is announced, plan your route here.
    </p>
  )
}

/** `/openstudios/plan`: the studios to choose from (decision 102), cached whole; the person's choice is drawn in the browser. */
export async function PlanChooserRoute() {
  if (prerenderingTheBuild()) return null
  const { season, studios, map } = await chooserData()
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-semibold">Plan your route</h1>
      {season && map ? (
        <>
          <p className="mt-3 max-w-3xl text-lg">
            Tick the studios you would like to visit: you get a walking route for each day they open, with times, to
            share, print, add to your calendar and keep on your phone for the day, even without a connection.
          </p>
          <div className="mt-6">
            <PlanChooser season={season} studios={studios} map={map} />
          </div>
        </>
      ) : (
        <NoSeason />
      )}
    </div>
  )
}

/** `/openstudios/plan/{studios}` and `…/in-my-order`: a plan, the same for whoever opens its address. */
export async function PlanRoute({ studios, inMyOrder }: { studios: string; inMyOrder: boolean }) {
  if (prerenderingTheBuild()) return null
  if (!parseStudios(studios)) {
    return <PageNotFound path={askedPath('openstudios', 'plan', studios, ...(inMyOrder ? [IN_MY_ORDER] : []))} />
  }
  const data = await planData(studios, inMyOrder)
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 print:max-w-none print:p-0">
      <h1 className="text-4xl font-semibold">Your Open Studios route</h1>
      {!data.season ? (
        <NoSeason />
      ) : data.studios.length === 0 ? (
        <p className="mt-4 text-lg">
          None of these studios is open in {data.season.name}. <a href={PLAN_PATH}>Choose the studios to visit</a>.
        </p>
      ) : (
        <>
          <p className="mt-3 text-lg">
            {data.studios.length} {data.studios.length === 1 ? 'studio' : 'studios'} in {data.season.name}
            {data.choice.inMyOrder ? ', in your own order' : ', in walking order'}.
            {data.missing.length > 0
              ? ` ${data.missing.length === 1 ? 'One studio of this plan is' : `${data.missing.length} studios of this plan are`} not open this season.`
              : ''}
          </p>
          <PlanRoutes data={data} styleUrl={mapStyleUrl()} />
        </>
      )}
    </div>
  )
}
