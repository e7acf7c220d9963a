'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import { toolCaller } from '@/domains/accounts'
import { database } from '@/platform/database/transaction'
import { type ActionState, idField, text } from '@/platform/forms'

import { importFiles } from '../services/files'
import { mappingFromForm } from '../services/mapping'
import { dryRun, undoImport, unreadable } from '../services/running'
import { startImport } from '../services/start'
import { importRecord, saveMapping } from '../services/store'
import { importTarget } from '../services/targets'
import { IMPORTCSV_TOOL } from './tools'

const importPage = (admin: string, id: number, extra = '') => `${admin}/${IMPORTCSV_TOOL.name}?import=${id}${extra}`

async function uploadedImport(form: FormData) {
  const caller = await toolCaller(IMPORTCSV_TOOL)
  if ('refusal' in caller) return { refusal: caller.refusal } as const
  const id = idField(form, 'import')
  const record = id ? await importRecord(database(caller.payload), id) : null
  if (!record) return { refusal: 'There is no such import.' } as const
  return { ...caller, record } as const
}

/** The columns mapped to fields, checked against the file's headers; the dry run's counts start again. */
export async function saveMappingAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const found = await uploadedImport(form)
  if ('refusal' in found) return { status: 'error', message: found.refusal }
  const { payload, record } = found
  if (record.state !== 'uploaded') return { status: 'error', message: 'This import has started: its mapping stays.' }
  const target = importTarget(record.kind)!
  const fields = Object.fromEntries(
    target.fields.map((field) => [`column-${field.key}`, text(form, `column-${field.key}`)]),
  )
  const checked = mappingFromForm(fields, record.headers, target.fields)
  let choice: number | null = null
  if (target.choice) {
    fields.choice = text(form, 'choice')
    const options = await target.choice.options(database(payload))
    const chosen = options.find((option) => String(option.id) === fields.choice)
    if (!chosen) {
      const fieldErrors = {
        ...(checked.ok ? {} : checked.fieldErrors),
        choice: `Choose the ${target.choice.label.toLowerCase()}.`,
      }
      return { status: 'error', message: 'Some of the mapping needs changing.', fieldErrors, fields }
    }
    choice = chosen.id
  }
  if (!checked.ok)
    return { status: 'error', message: 'Some of the mapping needs changing.', fieldErrors: checked.fieldErrors, fields }
  await saveMapping(database(payload), record.id, checked.mapping, choice)
  refresh()
  return { status: 'done', message: 'The mapping is saved: the preview below reads the file with it.' }
}

/** The whole file checked with the mapping; its counts shown on the import's page. */
export async function dryRunAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const found = await uploadedImport(form)
  if ('refusal' in found) return { status: 'error', message: found.refusal }
  const { payload, record } = found
  if (record.state !== 'uploaded') return { status: 'error', message: 'This import has started already.' }
  try {
    const result = await dryRun(payload, importFiles(payload), record)
    refresh()
    return {
      status: 'done',
      message: `Dry run: ${result.total} rows; it would create ${result.create}, update ${result.update} and skip ${result.skip}. Nothing was written.`,
    }
  } catch (error) {
    const problem = unreadable(error)
    if (problem) return { status: 'error', message: problem }
    throw error
  }
}

/** The import queued as a job; its page then shows the progress. */
export async function startImportAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const found = await uploadedImport(form)
  if ('refusal' in found) return { status: 'error', message: found.refusal }
  const answer = await startImport(found.payload, Number(found.person.id), found.record.id)
  if (!answer.ok) return { status: 'error', message: answer.message }
  redirect(importPage(found.payload.config.routes.admin, found.record.id))
}

/** The undo, from its confirmation page. */
export async function undoImportAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const found = await uploadedImport(form)
  if ('refusal' in found) return { status: 'error', message: found.refusal }
  const answer = await undoImport(found.payload, Number(found.person.id), found.record.id)
  if (!answer.ok) return { status: 'error', message: answer.message }
  redirect(importPage(found.payload.config.routes.admin, found.record.id, '&undone=1'))
}
