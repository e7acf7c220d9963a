'use server'

import { refresh } from 'next/cache'

import { toolCaller } from '@/domains/accounts'
import { AudienceProblem } from '@/domains/audiences'
import type { ActionState } from '@/platform/forms'

import { checkAnnouncement, postAnnouncement } from '../services/announcements'
import { messageDocuments } from '../services/store'
import { ANNOUNCEMENTS_TOOL } from './tools'

const field = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** `announcements`'s "Post": the announcement in the message centre of everyone in the audience. */
export async function postAnnouncementAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(ANNOUNCEMENTS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const audience = Number(field(form, 'audience'))
  if (!Number.isSafeInteger(audience) || audience <= 0)
    return { status: 'error', fieldErrors: { audience: 'Choose the audience.' } }
  const input = { id: field(form, 'announcement'), subject: field(form, 'subject'), text: field(form, 'text') }
  const problem = checkAnnouncement(input)
  if (problem) return { status: 'error', message: problem }
  try {
    const posted = await postAnnouncement(
      caller.payload,
      messageDocuments(caller.payload),
      { userId: Number(caller.person.id), roles: caller.person.roles ?? [] },
      { ...input, audience },
    )
    // Drawn again with a new announcement id, so the next post is a new announcement.
    refresh()
    return { status: 'done', message: `Posted to ${posted} ${posted === 1 ? 'person' : 'people'}.` }
  } catch (error) {
    if (error instanceof AudienceProblem) return { status: 'error', message: error.message }
    throw error
  }
}
