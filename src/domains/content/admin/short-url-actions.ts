'use server'

import { redirect } from 'next/navigation'

import { toolCaller } from '@/domains/accounts'
import { config } from '@/platform/config'
import { answeredState, type ActionState, idField, text } from '@/platform/forms'

import { deleteLinkRule, saveRedirect, saveShortLink } from '../services/short-link-admin'
import { REDIRECTS, SHORT_LINKS } from '../services/short-links'
import { SHORT_URL_TOOL } from './tools'

/** `shorturl`'s short link form: a new link, or changes to one (`link` names it). */
export async function saveShortLinkAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const fields = { code: text(form, 'code'), target: text(form, 'target'), note: text(form, 'note') }
  const caller = await toolCaller(SHORT_URL_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  return answeredState(await saveShortLink(caller.payload, caller.person, idField(form, 'link'), fields), fields)
}

/** `shorturl`'s redirect form: a new rule, or changes to one (`rule` names it). */
export async function saveRedirectAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const fields = {
    from: text(form, 'from'),
    to: text(form, 'to'),
    status: text(form, 'status'),
    endsOn: text(form, 'endsOn'),
  }
  const caller = await toolCaller(SHORT_URL_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const answer = await saveRedirect(caller.payload, caller.person, idField(form, 'rule'), fields, config().TIMEZONE)
  return answeredState(answer, fields)
}

/** Deletes a short link once its page confirmed it, and goes back to the list, which says what was done. */
export async function deleteShortLinkAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(SHORT_URL_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const answer = await deleteLinkRule(caller.payload, caller.person, SHORT_LINKS, idField(form, 'link') ?? 0)
  if (!answer.ok) return answeredState(answer)
  redirect(`${toolBase(caller.payload)}?deleted=link`)
}

export async function deleteRedirectAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(SHORT_URL_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const answer = await deleteLinkRule(caller.payload, caller.person, REDIRECTS, idField(form, 'rule') ?? 0)
  if (!answer.ok) return answeredState(answer)
  redirect(`${toolBase(caller.payload)}?show=redirects&deleted=rule`)
}

const toolBase = (payload: { config: { routes: { admin: string } } }) =>
  `${payload.config.routes.admin}/${SHORT_URL_TOOL.name}`
