'use server'

import { refresh } from 'next/cache'

import { toolCaller } from '@/domains/accounts'
import type { ActionState } from '@/platform/forms'

import { backUpNow } from '../services/backups'
import { BACKUPS_TOOL } from './tools'

/** `backups`'s "Back up now": one archive while the site runs, audited. */
export async function backUpNowAction(_previous: ActionState, _form: FormData): Promise<ActionState> {
  const caller = await toolCaller(BACKUPS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  try {
    const answer = await backUpNow(caller.payload, caller.person)
    if (!answer.ok) return { status: 'error', message: answer.message }
    refresh()
    const { backup } = answer.made
    return { status: 'done', message: `Backed up: ${backup.name}, ${megabytes(backup.size)}.` }
  } catch (error) {
    caller.payload.logger.error({ err: error }, 'The backup asked for in the control panel failed')
    return { status: 'error', message: `The backup failed: ${error instanceof Error ? error.message : String(error)}` }
  }
}

function megabytes(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
