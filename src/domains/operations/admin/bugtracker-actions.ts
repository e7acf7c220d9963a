'use server'

import { refresh } from 'next/cache'

import { toolCaller } from '@/domains/accounts'
import { type ActionState, idField, text } from '@/platform/forms'

import { commentOnReport, triageReport } from '../services/problem-reports'
import { BUGTRACKER_TOOL } from './tools'

/** `bugtracker`'s triage of one report: status, priority, assignee, the report it repeats. */
export async function triageReportAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(BUGTRACKER_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const report = idField(form, 'report')
  if (!report) return { status: 'error', message: 'There is no such report.' }
  const change = {
    report,
    status: text(form, 'status'),
    priority: text(form, 'priority'),
    assignee: text(form, 'assignee'),
    duplicateOf: text(form, 'duplicateOf'),
  }
  const answer = await triageReport(caller.payload, caller.person, change)
  if (!answer.ok) {
    const { report: _id, ...fields } = change
    return { status: 'error', message: answer.message, fieldErrors: answer.fieldErrors, fields }
  }
  refresh()
  return { status: 'done', message: answer.message }
}

/** `bugtracker`'s comment on one report. */
export async function commentOnReportAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(BUGTRACKER_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const report = idField(form, 'report')
  if (!report) return { status: 'error', message: 'There is no such report.' }
  const comment = text(form, 'comment')
  const answer = await commentOnReport(caller.payload, caller.person, report, comment)
  if (!answer.ok)
    return { status: 'error', message: answer.message, fieldErrors: answer.fieldErrors, fields: { comment } }
  refresh()
  return { status: 'done', message: answer.message }
}
