'use server'

import { refresh } from 'next/cache'
import { after } from 'next/server'

import { toolCaller } from '@/domains/accounts'
import { parseSelection } from '@/platform/cpanel/list-params'
import { type ActionState, idField, text } from '@/platform/forms'
import { runDueJobs } from '@/platform/jobs'

import { startGuideExport } from '../services/guide-export'
import { approveListing, approveListings, requestListingChanges } from '../services/listings'
import { LISTINGS_TOOL } from './tools'

/**
 * `sfoslistings`' forms (decisions 052, 087): approve one or the ticked ones, ask for changes with a
 * reason, start the guide's export.
 */

export async function approveListingAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(LISTINGS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const done = await approveListing(caller.payload, caller.person, idField(form, 'listing') ?? 0, new Date())
  if (!done.ok) return { status: 'error', message: done.message }
  refresh()
  return { status: 'done', message: done.message }
}

export async function approveSelectedListingsAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(LISTINGS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const selection = parseSelection(form.getAll('selected'), 'listing')
  if (!selection.ok) return { status: 'error', message: selection.message }
  const done = await approveListings(caller.payload, caller.person, selection.ids, new Date())
  if (!done.ok) return { status: 'error', message: done.message }
  refresh()
  const count = done.names.length
  return {
    status: 'done',
    message: `${count === 1 ? 'One listing' : `${count} listings`} approved: ${done.names.join(', ')}.`,
  }
}

export async function requestChangesAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const fields = { reason: text(form, 'reason') }
  const caller = await toolCaller(LISTINGS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const done = await requestListingChanges(
    caller.payload,
    caller.person,
    idField(form, 'listing') ?? 0,
    fields.reason,
    new Date(),
  )
  if (!done.ok) return { status: 'error', message: done.message, fieldErrors: done.fieldErrors, fields }
  refresh()
  return { status: 'done', message: done.message }
}

export async function startGuideExportAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(LISTINGS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const started = await startGuideExport(caller.payload, caller.person, idField(form, 'season') ?? 0)
  if (!started.ok) return { status: 'error', message: started.message }
  // The queue's next turn would come within a minute; staff are waiting, so it is taken now.
  after(() =>
    runDueJobs(caller.payload).catch((error: unknown) => caller.payload.logger.error({ err: error }, 'Guide export')),
  )
  refresh()
  return { status: 'done', message: 'The export has started: its progress shows below.' }
}
