import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, TypedUser } from 'payload'

import { inTransaction } from '@/platform/database/transaction'

import { emailTemplateDefinitions, type TemplateDefinition } from './template-definitions'
import { TEMPLATE_PARTS, templateProblems, type TemplatePart, type TemplateWords } from './templates'

/** A template's words as they are sent now: staff's, or its definition's until staff save some. */
export type StoredTemplate = { definition: TemplateDefinition; words: TemplateWords; saved: boolean }

/** The words of the template of that key (an unknown key throws: a mistake in the code). */
export async function storedTemplate(payload: Payload, key: string, req?: PayloadRequest): Promise<StoredTemplate> {
  const definition = emailTemplateDefinitions(payload).require(key)
  const { docs } = await payload.find({
    collection: 'email-templates',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const row = docs[0]
  if (!row) return { definition, words: definition.defaults, saved: false }
  return { definition, words: { subject: row.subject, html: row.html, text: row.text }, saved: true }
}

export type TemplateSaving =
  { ok: true } | { ok: false; message: string; problems: Partial<Record<TemplatePart, string>> }

/**
 * Saves staff's words for a template, after the same checks the collection
 * makes (so the editor can show each part's problem beside it): one row per
 * key, made or changed under a lock on the key so two first saves meet in
 * order. The person's access is checked by the collection as well.
 */
export async function saveTemplate(
  payload: Payload,
  person: TypedUser,
  key: string,
  words: TemplateWords,
): Promise<TemplateSaving> {
  const definition = emailTemplateDefinitions(payload).get(key)
  if (!definition) return { ok: false, message: `There is no mail template "${key}".`, problems: {} }
  const problems = templateProblems(words, Object.keys(definition.fields))
  const count = Object.keys(problems).length
  if (count) {
    const what = count === 1 ? 'One part of the template needs' : 'Parts of the template need'
    return { ok: false, message: `${what} changing before it can be saved.`, problems }
  }
  const data = Object.fromEntries(TEMPLATE_PARTS.map((part) => [part, words[part]])) as TemplateWords
  await inTransaction(payload, async (tx) => {
    await tx.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`email-template:${key}`}))`)
    const { docs } = await payload.find({
      collection: 'email-templates',
      where: { key: { equals: key } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req: tx.req,
    })
    const common = { depth: 0, user: person, overrideAccess: false, req: tx.req } as const
    if (docs[0]) await payload.update({ collection: 'email-templates', id: docs[0].id, data, ...common })
    else await payload.create({ collection: 'email-templates', data: { key, ...data }, ...common })
    return { commit: true, value: undefined }
  })
  return { ok: true }
}
