'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import { toolCaller } from '@/domains/accounts'
import { parseSelection } from '@/platform/cpanel/list-params'
import { type ActionState, idField, text } from '@/platform/forms'

import { parseSizeForm, removeAdSize, saveAdSize, SIZE_FIELDS, type SizeField } from '../services/ad-admin'
import { approveAdArtworks, reviewAdArtwork } from '../services/ad-review'
import { currentSeason } from '../services/seasons'
import { OPEN_STUDIOS_TOOLS } from './tools'

const PRICING_TOOL = OPEN_STUDIOS_TOOLS.find((tool) => tool.name === 'sfosadpricing')!
const UPLOADS_TOOL = OPEN_STUDIOS_TOOLS.find((tool) => tool.name === 'sfosaduploads')!

const NO_SEASON = 'There is no current Open Studios season: make one current in sfosdeadlines first.'

/** `sfosadpricing`'s add or save of a size (decision 053). */
export async function saveAdSizeAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(PRICING_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const { payload, person } = caller
  const season = await currentSeason(payload)
  if (!season) return { status: 'error', message: NO_SEASON }
  const values = Object.fromEntries(SIZE_FIELDS.map((name) => [name, text(form, name)])) as Record<SizeField, string>
  const parsed = parseSizeForm(values, season.currency)
  if (!parsed.ok) {
    return { status: 'error', message: 'Please check the size.', fields: values, fieldErrors: parsed.errors }
  }
  const id = text(form, 'id') ? idField(form, 'id') : undefined
  if (text(form, 'id') && !id) return { status: 'error', message: 'There is no such size in this season.' }
  const answer = await saveAdSize(payload, {
    season: season.id,
    id,
    input: parsed.value,
    currency: season.currency,
    staff: person,
  })
  if (!answer.ok) return { status: 'error', message: answer.message, fields: values, fieldErrors: answer.errors }
  refresh()
  return { status: 'done', message: answer.message }
}

/** `sfosadpricing`'s confirmed Remove of a size no order names; back to the list, which says so. */
export async function removeAdSizeAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(PRICING_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const { payload, person } = caller
  const season = await currentSeason(payload)
  if (!season) return { status: 'error', message: NO_SEASON }
  const id = idField(form, 'id')
  if (!id) return { status: 'error', message: 'There is no such size in this season.' }
  const answer = await removeAdSize(payload, { season: season.id, id, staff: person })
  if (!answer.ok) return { status: 'error', message: answer.message }
  redirect(`${payload.config.routes.admin}/${PRICING_TOOL.name}?removed=1`)
}

/** `sfosaduploads`'s Approve, or Ask for changes with the reason: the advertiser is mailed. */
export async function reviewAdAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(UPLOADS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const { payload, person } = caller
  const id = idField(form, 'order')
  if (!id) return { status: 'error', message: 'There is no such ad.' }
  const decision = text(form, 'decision')
  if (decision !== 'approve' && decision !== 'changes')
    return { status: 'error', message: 'Approve, or ask for changes.' }
  const answer = await reviewAdArtwork(payload, {
    adOrder: id,
    review: decision === 'approve' ? { decision } : { decision, reason: text(form, 'reason') },
    staff: person,
  })
  if (!answer.ok) {
    return answer.field
      ? {
          status: 'error',
          message: answer.message,
          fieldErrors: { reason: answer.message },
          fields: { reason: text(form, 'reason') },
        }
      : { status: 'error', message: answer.message }
  }
  refresh()
  return { status: 'done', message: answer.message }
}

/** `sfosaduploads`' "Approve selected": every ticked ad's artwork approved and its advertiser mailed, or none. */
export async function approveSelectedAdsAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(UPLOADS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const selection = parseSelection(form.getAll('selected'), 'ad')
  if (!selection.ok) return { status: 'error', message: selection.message }
  const done = await approveAdArtworks(caller.payload, caller.person, selection.ids, new Date())
  if (!done.ok) return { status: 'error', message: done.message }
  refresh()
  const count = done.names.length
  return {
    status: 'done',
    message: `${count === 1 ? 'One ad’s artwork' : `${count} ads’ artwork`} approved, each advertiser mailed: ${done.names.join(', ')}.`,
  }
}
