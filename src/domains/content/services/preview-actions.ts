'use server'

import { refresh } from 'next/cache'

import { toolCaller } from '@/domains/accounts'
import { config } from '@/platform/config'
import { type ActionState, idField, text } from '@/platform/forms'

import { isPreviewTarget, linkDaysProblem, makePreviewLink, revokePreviewLink } from './preview-links'

const STAFF = { needs: 'staff' } as const
const REFUSAL = 'Only staff can make or revoke preview links.'

/** The preview links panel's "Make a link": the link's address is in the answer, shown this once. */
export async function makePreviewLinkAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(STAFF, REFUSAL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const target = text(form, 'target')
  if (!isPreviewTarget(target)) return { status: 'error', message: 'There is no such page to preview.' }
  const days = text(form, 'days')
  const problem = linkDaysProblem(days)
  if (problem) return { status: 'error', fields: { days }, fieldErrors: { days: problem } }
  const made = await makePreviewLink(caller.payload, {
    target,
    days: Number(days),
    madeBy: caller.person.id,
    now: new Date(),
  })
  refresh()
  return {
    status: 'done',
    message: `${config().PUBLIC_URL}${made.path}`,
  }
}

/** The panel's "Revoke" of one link: it stops opening the preview at once. */
export async function revokePreviewLinkAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(STAFF, REFUSAL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const id = idField(form, 'link')
  const outcome = id
    ? await revokePreviewLink(caller.payload, { id, target: text(form, 'target'), now: new Date() })
    : 'unknown'
  if (outcome === 'unknown') return { status: 'error', message: 'There is no such preview link.' }
  refresh()
  return { status: 'done', message: outcome === 'revoked' ? 'The link is revoked.' : 'The link was revoked already.' }
}
