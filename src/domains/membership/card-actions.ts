'use server'

import { redirect } from 'next/navigation'

import { requestPerson } from '@/platform/payload'

import { reissueCard } from './services/cards'

/**
 * The card page's "Issue a new card" (decision 062): a new token, so the old
 * card (a screenshot passed on, a lost phone) stops verifying. A plain form post.
 */
export async function reissueCardAction(): Promise<void> {
  const { payload, person } = await requestPerson()
  if (!person) redirect('/login?next=%2Fdashboard%2Fcard')
  await reissueCard(payload, Number(person.id))
  redirect('/dashboard/card?reissued=1')
}
