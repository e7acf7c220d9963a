import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { sql } from '@payloadcms/db-postgres'

import { saveTemplate, sendFromTemplate, storedTemplate } from '@/domains/comms'
import { database, rowsOf } from '@/platform/database/transaction'
import { createMailer } from '@/platform/mail'
import type { User } from '@/payload-types'

import { graphql, rest, tokenFor } from './api'
import { testPayload } from './payload'

/**
 * Comms' mail templates (decision 046) on a real database: staff only through
 * REST and GraphQL, every write checked against the template's definition
 * (unknown merge fields named, syntax refused in words, never a 500), and
 * `sendFromTemplate` sending once per idempotency key, even at the same moment.
 */

const PASSWORD = 'a-good-password'
const KEY = 'donor-thank-you'
let payload: Payload
let staff: User
let asStaff: string
let asMember: string

const mailsTo = async (email: string) =>
  (await payload.find({ collection: 'outbox', where: { to: { equals: email } }, overrideAccess: true })).docs
const rows = async () => (await payload.find({ collection: 'email-templates', depth: 0, overrideAccess: true })).docs
const context = {
  donor: { name: 'Mo <Member>' },
  gift: { amount: '$25.00', date: 'May 2, 2026', dedication: '' },
  campaign: { name: 'Open Studios' },
}

beforeAll(async () => {
  payload = await testPayload()
  const person = (email: string, roles: ('staff' | 'artlover')[]) =>
    payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, name: email, password: PASSWORD, roles },
    })
  staff = await person('stella@example.org', ['staff'])
  await person('mo@example.org', ['artlover'])
  asStaff = await tokenFor(payload, 'stella@example.org', PASSWORD)
  asMember = await tokenFor(payload, 'mo@example.org', PASSWORD)
})

describe('the email-templates collection', () => {
  const good = { key: KEY, subject: 'Thanks, {{donor.name}}', html: '<p>{{gift.amount}}</p>', text: '{{gift.amount}}' }

  it('is refused to guests and members through REST, read and write', async () => {
    for (const token of [undefined, asMember]) {
      expect((await rest('GET', '/email-templates', { token })).status).toBe(403)
      expect((await rest('POST', '/email-templates', { token, body: good })).status).toBe(403)
      expect((await rest('GET', '/email-sendings', { token })).status).toBe(403)
    }
    expect(await rows()).toHaveLength(0)
  })

  it('is refused to guests and members through GraphQL, read and write', async () => {
    const query = '{ EmailTemplates { totalDocs } }'
    const mutation = `mutation { createEmailTemplate(data: { key: "${KEY}", subject: "x", html: "x", text: "x" }) { id } }`
    for (const token of [undefined, asMember]) {
      expect((await graphql(query, { token })).body).toMatchObject({ errors: [expect.anything()] })
      expect((await graphql(mutation, { token })).body).toMatchObject({ errors: [expect.anything()] })
    }
    expect(await graphql(query, { token: asStaff })).toMatchObject({
      body: { data: { EmailTemplates: { totalDocs: 0 } } },
    })
    expect(await rows()).toHaveLength(0)
  })

  it('refuses, through REST, a merge field the definition does not offer, naming it', async () => {
    const refused = await rest('POST', '/email-templates', {
      token: asStaff,
      body: { ...good, html: '<p>Dear {{donor.nmae}}</p>' },
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('The HTML names the unknown merge field {{donor.nmae}}')
    expect(await rows()).toHaveLength(0)
  })

  it('refuses, through GraphQL as well, and refuses a template that is not one in words, not with a 500', async () => {
    const mutation = `mutation { createEmailTemplate(data: { key: "${KEY}", subject: "Hi {{#donor.name}}", html: "x", text: "x" }) { id } }`
    const answer = await graphql(mutation, { token: asStaff })
    expect(JSON.stringify(answer.body.errors)).toMatch(/The subject is not a valid template: Unclosed section/)
    const unknownKey = await rest('POST', '/email-templates', { token: asStaff, body: { ...good, key: 'nope' } })
    expect(unknownKey.status).toBe(400)
    expect(JSON.stringify(unknownKey.body)).toContain('There is no mail template \\"nope\\"')
    expect(await rows()).toHaveLength(0)
  })

  it('lets staff write and read, and the mail sends what they wrote', async () => {
    const made = await rest('POST', '/email-templates', { token: asStaff, body: good })
    expect(made.status).toBe(201)
    expect((await rest('GET', '/email-templates', { token: asStaff })).body).toMatchObject({ totalDocs: 1 })
    const changed = await rest('PATCH', `/email-templates/${(made.body.doc as { id: number }).id}`, {
      token: asStaff,
      body: { text: 'Thanks for {{gift.amonut}}' },
    })
    expect(changed.status).toBe(400)
    expect(JSON.stringify(changed.body)).toContain('{{gift.amonut}}')
    expect((await storedTemplate(payload, KEY)).words.text).toBe('{{gift.amount}}')
  })
})

describe('saveTemplate', () => {
  it('refuses each part’s problem, naming the field, and saves one row per key', async () => {
    const refused = await saveTemplate(payload, staff, KEY, {
      subject: 'Hello {{person.firstName}}',
      html: '<p>{{{donor.name}}}</p>',
      text: 'ok',
    })
    expect(refused).toMatchObject({
      ok: false,
      problems: {
        subject: expect.stringContaining('unknown merge field {{person.firstName}}'),
        html: expect.stringContaining('values are always escaped'),
      },
    })
    const words = {
      subject: 'With thanks, {{donor.name}}',
      html: '<p>Dear {{donor.name}}</p>',
      text: 'Dear {{donor.name}}',
    }
    expect(await saveTemplate(payload, staff, KEY, words)).toEqual({ ok: true })
    expect(await saveTemplate(payload, staff, KEY, words)).toEqual({ ok: true })
    const all = await rows()
    expect(all).toHaveLength(1)
    expect(all[0]).toMatchObject({ ...words, updatedBy: staff.id })
    expect(await saveTemplate(payload, staff, 'nope', words)).toMatchObject({
      ok: false,
      message: 'There is no mail template "nope".',
    })
  })
})

describe('sendFromTemplate', () => {
  it('sends once per idempotency key, even when two sends meet', async () => {
    const sending = { key: KEY, to: 'mo@example.org', context, idempotencyKey: 'test:once' }
    const outcomes = await Promise.all([sendFromTemplate(payload, sending), sendFromTemplate(payload, sending)])
    expect(outcomes.sort()).toEqual(['already-sent', 'sent'])
    expect(await sendFromTemplate(payload, sending)).toBe('already-sent')
    const mails = await mailsTo('mo@example.org')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('With thanks, Mo <Member>')
    expect(mails[0]!.html).toContain('<p>Dear Mo &lt;Member&gt;</p>')
    expect(mails[0]!.text).toBe('Dear Mo <Member>\n')
    expect(await sendFromTemplate(payload, { ...sending, idempotencyKey: 'test:twice' })).toBe('sent')
    expect(await mailsTo('mo@example.org')).toHaveLength(2)
  })

  it('refuses a context without a field the template names, and records nothing, so it can be sent later', async () => {
    const sending = { key: KEY, to: 'mo@example.org', context: { gift: context.gift }, idempotencyKey: 'test:later' }
    await expect(sendFromTemplate(payload, sending)).rejects.toThrow('needs the merge field {{donor.name}}')
    expect(await sendFromTemplate(payload, { ...sending, context })).toBe('sent')
    expect(await mailsTo('mo@example.org')).toHaveLength(3)
  })

  const sendingOf = async (key: string) =>
    (
      await rowsOf<{ state: string; attempts: string; mayBeDuplicate: boolean; note: string | null }>(
        database(payload),
        sql`SELECT state, attempts::text, may_be_duplicate AS "mayBeDuplicate", note FROM email_sendings WHERE idempotency_key = ${key}`,
      )
    )[0]

  it('records a send the mail server refused as failed, and a later send sends it once, not as a duplicate', async () => {
    // Nothing listens on port 1: the real SMTP client fails to connect.
    const away = createMailer({
      from: 'Vernissage <no-reply@localhost>',
      smtpUrl: 'smtp://127.0.0.1:1',
      outbox: { save: async () => {} },
    })
    const sending = { key: KEY, to: 'fay@example.org', context, idempotencyKey: 'test:refused' }
    await expect(sendFromTemplate(payload, { ...sending, mailer: away })).rejects.toThrow('Mail not sent')
    expect(await sendingOf('test:refused')).toMatchObject({ state: 'failed', attempts: '1', mayBeDuplicate: false })
    expect(await sendFromTemplate(payload, sending)).toBe('sent')
    expect(await sendingOf('test:refused')).toMatchObject({ state: 'sent', attempts: '2', mayBeDuplicate: false })
    expect(await mailsTo('fay@example.org')).toHaveLength(1)
  })

  it('sends again, marked as maybe a duplicate with why, a mail whose sending process stopped mid-send', async () => {
    await database(payload).execute(
      sql`INSERT INTO email_sendings (idempotency_key, template, "to", state, sender, created_at, updated_at)
          VALUES ('test:cut-off', ${KEY}, 'cy@example.org', 'sending', '999999@0', now(), now())`,
    )
    const sending = { key: KEY, to: 'cy@example.org', context, idempotencyKey: 'test:cut-off' }
    expect(await sendFromTemplate(payload, sending)).toBe('sent')
    const row = await sendingOf('test:cut-off')
    expect(row).toMatchObject({ state: 'sent', attempts: '2', mayBeDuplicate: true })
    expect(row!.note).toContain('the recipient may have this mail twice')
    expect(await sendFromTemplate(payload, sending)).toBe('already-sent')
    expect(await mailsTo('cy@example.org')).toHaveLength(1)
  })

  it('sends nothing for a key another live session is sending', async () => {
    const [live] = await rowsOf<{ sender: string }>(
      database(payload),
      sql`SELECT pid || '@' || extract(epoch FROM backend_start)::text AS sender FROM pg_stat_activity WHERE pid = pg_backend_pid()`,
    )
    await database(payload).execute(
      sql`INSERT INTO email_sendings (idempotency_key, template, "to", state, sender, created_at, updated_at)
          VALUES ('test:in-flight', ${KEY}, 'ivy@example.org', 'sending', ${live!.sender}, now(), now())`,
    )
    expect(
      await sendFromTemplate(payload, { key: KEY, to: 'ivy@example.org', context, idempotencyKey: 'test:in-flight' }),
    ).toBe('already-sent')
    expect(await sendingOf('test:in-flight')).toMatchObject({ state: 'sending', attempts: '1', mayBeDuplicate: false })
    expect(await mailsTo('ivy@example.org')).toHaveLength(0)
  })
})
