'use server'

import { redirect } from 'next/navigation'

import { toolCaller } from '@/domains/accounts'
import { answeredState, type ActionState, text } from '@/platform/forms'

import {
  addNote,
  assignConversation,
  removeSavedReply,
  saveSavedReply,
  setConversationStatus,
  staffReply,
} from '../services/inbox'
import { MCENTER_TOOL } from './tools'

const base = (admin: string) => `${admin}/${MCENTER_TOOL.name}`
const NO_SUCH = { status: 'error', message: 'There is no such conversation.' } as const

/** A staff member's reply to the person. */
export async function replyAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(MCENTER_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const id = text(form, 'conversation')
  if (!id) return NO_SUCH
  const words = text(form, 'text')
  return answeredState(await staffReply(caller.payload, caller.person, id, words, new Date()), { text: words })
}

/** An internal note, for the team only. */
export async function noteAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(MCENTER_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const id = text(form, 'conversation')
  if (!id) return NO_SUCH
  const words = text(form, 'note')
  return answeredState(await addNote(caller.payload, caller.person, id, words, new Date()), { note: words })
}

/** Gives the conversation to the chosen staff member (`me`, an id, or `nobody`). */
export async function assignAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(MCENTER_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const id = text(form, 'conversation')
  if (!id) return NO_SUCH
  const choice = text(form, 'assignee')
  const assignee = choice === 'me' ? Number(caller.person.id) : choice === 'nobody' ? null : Number(choice)
  if (assignee !== null && !(Number.isInteger(assignee) && assignee > 0))
    return { status: 'error', message: 'Choose a staff member, or nobody.' }
  return answeredState(await assignConversation(caller.payload, caller.person, id, assignee))
}

/** Closes or reopens the conversation. */
export async function statusAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(MCENTER_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const id = text(form, 'conversation')
  const status = text(form, 'status')
  if (!id) return NO_SUCH
  if (status !== 'open' && status !== 'closed') return { status: 'error', message: 'A conversation is open or closed.' }
  return answeredState(await setConversationStatus(caller.payload, caller.person, id, status))
}

/** A saved reply added (then its page) or changed. */
export async function savedReplyAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(MCENTER_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const id = text(form, 'reply') || null
  const fields = { title: text(form, 'title'), text: text(form, 'text') }
  const answer = await saveSavedReply(caller.payload, caller.person, id, fields.title, fields.text, new Date())
  if (answer.ok && id === null)
    redirect(`${base(caller.payload.config.routes.admin)}?replies=1&reply=${answer.replyId}&added=1`)
  return answeredState(answer, fields)
}

/** A saved reply removed, once its page asked; back to the saved replies, which say so. */
export async function removeSavedReplyAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(MCENTER_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const id = text(form, 'reply')
  if (!id) return { status: 'error', message: 'There is no such saved reply.' }
  const answer = await removeSavedReply(caller.payload, caller.person, id)
  if (!answer.ok) return { status: 'error', message: answer.message }
  redirect(`${base(caller.payload.config.routes.admin)}?replies=1&removed=1`)
}
