import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { textFromHtml } from '@/domains/comms'

import { testPayload } from './payload'

describe('mail without SMTP', () => {
  it("stores Payload's mail in the outbox, with the .eml beside it", async () => {
    const payload = await testPayload()
    await payload.sendEmail({
      to: 'kim@example.org',
      subject: 'Reset your password',
      html: '<p>Hello Kim,</p><p><a href="http://localhost/reset/abc">Choose a new password</a></p>',
    })
    const { docs } = await payload.find({ collection: 'outbox', overrideAccess: true })
    expect(docs).toHaveLength(1)
    const [mail] = docs
    expect(mail).toMatchObject({ to: 'kim@example.org', subject: 'Reset your password' })
    expect(mail!.text).toContain('Choose a new password (http://localhost/reset/abc)')
    expect(mail!.raw).toMatch(/^Subject: Reset your password$/m)

    const outbox = path.resolve(process.env.DATA_DIR ?? '.data', 'outbox')
    const uuid = mail!.messageId.replace(/[<>]/g, '').split('@')[0]!
    const files = readdirSync(outbox).filter((name) => name.includes(uuid))
    expect(files).toHaveLength(1)
    expect(readFileSync(path.join(outbox, files[0]!), 'utf8')).toContain('To: kim@example.org')
  })

  it('lets staff read the outbox and nobody else', async () => {
    const payload = await testPayload()
    const member = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'lee@example.org', password: 'a-good-password' },
    })
    await expect(payload.find({ collection: 'outbox', overrideAccess: false, user: member })).rejects.toThrow()
  })
})

describe('text from HTML', () => {
  it('keeps words, links and paragraphs', () => {
    expect(textFromHtml('<style>p{}</style><p>One &amp; two</p><p><a href="/x">go</a></p>')).toBe('One & two\ngo (/x)')
  })
})
