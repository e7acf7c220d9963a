'use server'

import { randomUUID } from 'node:crypto'

import { refresh } from 'next/cache'

import { mayUseControlPanelTool, toolCaller } from '@/domains/accounts'
import { config } from '@/platform/config'
import { inTransaction } from '@/platform/database/transaction'
import { text } from '@/platform/forms'

import { ORGANISATION, sendOnce } from '../services/send-from-template'
import { emailTemplateDefinitions, exampleContext } from '../services/template-definitions'
import { saveTemplate } from '../services/template-store'
import { templateMail, templateProblems, TEMPLATE_PARTS, type TemplateWords } from '../services/templates'
import type { TemplateEditorState } from './editor-state'

const NONCE = /^[0-9a-f-]{36}$/

/**
 * The shared template editor's one action (decision 046), its button saying
 * which: `save` the words, `preview` them with a real record's data, or send
 * the signed-in staff member a `test`. Preview and test use the words as
 * typed, saved or not; all three refuse a template with a problem, naming it
 * beside its part, and keep what was typed.
 */
export async function templateEditorAction(
  _previous: TemplateEditorState,
  form: FormData,
): Promise<TemplateEditorState> {
  return { ...(await answer(form)), nonce: randomUUID() }
}

async function answer(form: FormData): Promise<TemplateEditorState> {
  const caller = await toolCaller({ needs: 'staff' })
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const { payload, person } = caller
  const key = text(form, 'template')
  const definition = emailTemplateDefinitions(payload).get(key)
  if (!definition) return { status: 'error', message: `There is no mail template "${key}".` }
  if (!mayUseControlPanelTool({ needs: definition.needs ?? 'staff' }, person)) {
    return { status: 'error', message: 'Only administrators can edit this mail.' }
  }
  const words = Object.fromEntries(TEMPLATE_PARTS.map((part) => [part, text(form, part)])) as TemplateWords
  const search = text(form, 'search').trim()
  const fields = { ...words, search }
  const intent = text(form, 'intent')

  if (intent === 'save') {
    const saved = await saveTemplate(payload, person, key, words)
    if (!saved.ok) return { status: 'error', message: saved.message, fields, fieldErrors: saved.problems }
    refresh()
    return {
      status: 'done',
      message: `Saved: the next ${definition.label.toLowerCase()} mails use these words.`,
      fields,
    }
  }

  const problems = templateProblems(words, Object.keys(definition.fields))
  if (Object.keys(problems).length) {
    return {
      status: 'error',
      message: 'Change what is marked before this template can be used.',
      fields,
      fieldErrors: problems,
    }
  }
  const real = await definition.previewContext(payload, search || undefined)
  const context = real?.context ?? exampleContext(definition.fields)
  const record = real
    ? `With the data of ${real.record}.`
    : search
      ? `Nothing matches “${search}”: with the fields’ example values.`
      : 'There is no record to show yet: with the fields’ example values.'
  const settings = config()
  let mail
  try {
    mail = templateMail(words, context, { organisationName: ORGANISATION, publicUrl: settings.PUBLIC_URL })
  } catch (error) {
    return { status: 'error', message: error instanceof Error ? error.message : String(error), fields }
  }

  if (intent === 'preview')
    return { status: 'done', message: 'Here is the preview.', fields, preview: { record, ...mail } }
  if (intent !== 'test') return { status: 'error', message: 'Choose Save, Preview or Send me a test.', fields }

  // Each answer gives the form a new key, so the same form sent twice (a double click) sends one test.
  const nonce = NONCE.test(text(form, 'nonce')) ? text(form, 'nonce') : randomUUID()
  const to = person.email
  const sent = await inTransaction(payload, async (tx) => {
    const value = await sendOnce(
      payload,
      tx,
      { key, to, idempotencyKey: `test:${key}:${nonce}`, settings },
      { ...mail, subject: `Test: ${mail.subject}` },
    )
    return { commit: value === 'sent', value }
  })
  return {
    status: 'done',
    message: sent === 'sent' ? `A test was sent to ${to}.` : `This test was sent to ${to} already.`,
    fields,
    preview: { record, ...mail },
  }
}
