import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Mustache from 'mustache'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  compileTemplate,
  createMailer,
  layout,
  listFields,
  readPart,
  renderTemplate,
  escapeHtml,
  type MailTemplate,
  type MergeData,
  type OutboxMail,
} from '.'

const welcome: MailTemplate = {
  name: 'welcome',
  subject: 'Welcome, {{firstName}}',
  html: '<p>Hello {{ firstName }}, your code is <strong>{{code}}</strong>. Bye {{firstName}}.</p>',
  text: 'Hello {{firstName}}, your code is {{code}}.',
}

const site = { organisationName: 'Studio <Arts> & {{Co}}', publicUrl: 'https://vernissage.example.org' }

/** Just enough MIME to read back a multipart/alternative message as nodemailer writes it. */
function parseEml(raw: string) {
  const [head, ...rest] = raw.split('\n\n')
  const headers = head.replace(/\n[ \t]+/g, ' ')
  const boundary = /boundary="([^"]+)"/.exec(headers)?.[1]
  const parts = rest
    .join('\n\n')
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [partHead, ...body] = part.replace(/^\n/, '').split('\n\n')
      const content = body.join('\n\n').trimEnd()
      const decoded = /quoted-printable/i.test(partHead) ? decodeQuotedPrintable(content) : content
      return { type: /^content-type:\s*([^;\n]+)/im.exec(partHead)?.[1], content: decoded }
    })
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im')
      .exec(headers)?.[1]
      .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_m, word: string) => decodeQuotedPrintable(word.replaceAll('_', ' ')))
  return { header, parts }
}

function decodeQuotedPrintable(content: string): string {
  const bytes = content
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

describe('renderTemplate', () => {
  it('escapes every value in the html part and leaves subject and text as given', () => {
    const rendered = renderTemplate(welcome, { firstName: '<script>alert("hi")</script>', code: 42 })
    expect(rendered.html).toBe(
      '<p>Hello &lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;, your code is <strong>42</strong>.' +
        ' Bye &lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;.</p>',
    )
    expect(rendered.html).not.toContain('<script>')
    expect(rendered.text).toBe('Hello <script>alert("hi")</script>, your code is 42.')
    expect(rendered.subject).toBe('Welcome, <script>alert("hi")</script>')
  })

  it('never reads a value as a template', () => {
    const rendered = renderTemplate(welcome, { firstName: '{{code}} {{{x}}} {{#a}}', code: "$& it's" })
    expect(rendered.text).toBe("Hello {{code}} {{{x}}} {{#a}}, your code is $& it's.")
    expect(rendered.html).toContain('<strong>$&amp; it&#39;s</strong>')
  })

  it('fills dotted names from nested data', () => {
    const gift = {
      name: 'gift',
      subject: 'Thanks, {{donor.name}}',
      html: '<p>{{gift.amount}}</p>',
      text: '{{gift.amount}}',
    }
    const data = { donor: { name: 'Ada & Al' }, gift: { amount: '€25.00' } }
    expect(renderTemplate(gift, data)).toEqual({
      subject: 'Thanks, Ada & Al',
      html: '<p>€25.00</p>',
      text: '€25.00',
    })
  })

  it('shows a section only when its value is not empty, an inverted one only when it is', () => {
    const template = {
      subject: 'Hi',
      html: '{{#gift.dedication}}<p>{{gift.dedication}}</p>{{/gift.dedication}}{{^gift.dedication}}<p>None.</p>{{/gift.dedication}}',
      text: 'x{{! a note for whoever edits this }}',
    }
    const dedicated = renderTemplate(template, { gift: { dedication: 'In memory of <Jo>.' } })
    expect(dedicated.html).toBe('<p>In memory of &lt;Jo&gt;.</p>')
    expect(dedicated.text).toBe('x')
    expect(renderTemplate(template, { gift: { dedication: '' } }).html).toBe('<p>None.</p>')
    const inverted = { ...template, html: '{{^gift.dedication}}None.{{/gift.dedication}}' }
    expect(renderTemplate(inverted, { gift: { dedication: null } }).html).toBe('None.')
  })

  it('names the merge fields the data lacks, in sections too, rather than sending a blank', () => {
    expect(() => renderTemplate(welcome, { firstName: 'Ada' })).toThrow(
      'The mail "welcome" needs the merge field {{code}}, which it was not given.',
    )
    expect(() => renderTemplate(welcome, { firstName: null, code: undefined })).toThrow(
      'needs the merge fields {{firstName}}, {{code}}, which',
    )
    const nested = { subject: 'Hi', html: '{{#gift.dedication}}x{{/gift.dedication}}', text: '{{gift.amount}}' }
    expect(() => renderTemplate(nested, { gift: {} })).toThrow(
      'The mail needs the merge fields {{gift.dedication}}, {{gift.amount}}, which it was not given.',
    )
    expect(() => renderTemplate(nested, { gift: 'not a group' })).toThrow('{{gift.dedication}}, {{gift.amount}}')
  })

  it('does not take a field from the prototype', () => {
    const template = { ...welcome, text: '{{constructor}} {{code.toString}}' }
    expect(() => renderTemplate(template, { firstName: 'Ada', code: 1 })).toThrow(
      'merge fields {{constructor}}, {{code.toString}}',
    )
  })

  it('refuses a template that is not one, unescaped values, partials, other delimiters and malformed names', () => {
    const data = { firstName: 'Ada', code: 1 }
    expect(() => renderTemplate({ ...welcome, html: '{{#firstName}}open' }, data)).toThrow(
      'The HTML of the mail "welcome" is not a valid template: Unclosed section "firstName" at 18',
    )
    expect(() => renderTemplate({ ...welcome, html: '{{{firstName}}}' }, data)).toThrow(
      'The HTML of the mail "welcome" cannot be used: values are always escaped: write {{name}}, not {{{name}}} or {{&name}}',
    )
    expect(() => renderTemplate({ ...welcome, subject: '{{&firstName}}' }, data)).toThrow(/subject .* always escaped/)
    expect(() => renderTemplate({ ...welcome, html: '{{>footer}}' }, data)).toThrow('there are no partials')
    expect(() => renderTemplate({ ...welcome, html: '{{=<% %>=}}<%code%>' }, data)).toThrow(
      'the delimiters cannot be changed',
    )
    expect(() => renderTemplate({ ...welcome, text: 'Hi {{first name}} {{}}' }, data)).toThrow(
      'The text version of the mail "welcome" is not a valid template: {{first name}}, {{}} is not a merge field',
    )
  })
})

describe('compileTemplate', () => {
  const template: MailTemplate = {
    subject: 'For {{name}} & {{gift.amount}}',
    html: '<p>Dear {{name}},</p>{{#gift.note}}<p>{{gift.note}}</p>{{/gift.note}}{{^gift.note}}<p>No note</p>{{/gift.note}}{{! a comment }}',
    text: 'Dear {{name}}, {{gift.amount}}{{#gift.note}} ({{gift.note}}){{/gift.note}}',
  }
  // The engine as each mail used it before: every part parsed and rendered by Mustache on its own.
  const renderedAlone = (data: MergeData) => {
    const render = (source: string, escape: (value: string) => string) =>
      Mustache.render(source, data, {}, { escape: (value: unknown) => escape(String(value)) })
    return {
      subject: render(template.subject, (value) => value),
      html: render(template.html, escapeHtml),
      text: render(template.text, (value) => value),
    }
  }

  it('fills a template read once, many times, byte for byte as each alone', () => {
    const fill = compileTemplate(template)
    const people: MergeData[] = [
      { name: 'Kim <b>Park</b>', gift: { amount: '€ 25.00', note: 'With "love" & thanks' } },
      { name: "O'Neil", gift: { amount: 0, note: '' } },
      { name: 'Zoë', gift: { amount: 5, note: '<i>' } },
      { name: 'Kim <b>Park</b>', gift: { amount: '€ 25.00', note: 'With "love" & thanks' } },
    ]
    for (const data of people) expect(fill(data)).toStrictEqual(renderedAlone(data))
    expect(fill(people[0]!).html).toBe(
      '<p>Dear Kim &lt;b&gt;Park&lt;/b&gt;,</p><p>With &quot;love&quot; &amp; thanks</p>',
    )
  })

  it('refuses, at each fill, data missing a field', () => {
    const fill = compileTemplate(template)
    expect(() => fill({ name: 'Kim' })).toThrow('needs the merge fields {{gift.amount}}, {{gift.note}}')
  })

  it('refuses a part that is not a template when it reads it', () => {
    expect(() => compileTemplate({ subject: '{{{name}}}', html: '', text: '' })).toThrow('cannot be used')
  })
})

describe('readPart', () => {
  it('lists each field once, in order of first use, in sections as well', () => {
    expect(readPart('{{#a.b}}{{c}}{{/a.b}} {{^d}}{{c}}{{/d}}{{! e }}')).toEqual({ fields: ['a.b', 'c', 'd'] })
  })

  it('says what is wrong, as the end of a sentence', () => {
    expect(readPart('<p>{{name</p>')).toEqual({ problem: 'is not a valid template: Unclosed tag at 13' })
    expect(readPart('{{/name}}')).toEqual({ problem: 'is not a valid template: Unopened section "name" at 0' })
    expect(readPart('{{{a}}} {{&b}} {{>c}}')).toEqual({
      problem:
        'cannot be used: values are always escaped: write {{name}}, not {{{name}}} or {{&name}}; there are no partials ({{>name}})',
    })
  })
})

describe('listFields', () => {
  it('lists each field once, in order of first use', () => {
    expect(listFields(welcome)).toEqual(['firstName', 'code'])
  })

  it('refuses a part that is not a template', () => {
    expect(() => listFields({ ...welcome, text: '{{#code}}' })).toThrow(
      'The text version of the mail "welcome" is not a valid template: Unclosed section "code"',
    )
  })
})

describe('layout', () => {
  it('wraps the body in an accessible, inline-styled document', () => {
    const html = layout('<p>Body</p>', site)
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/)
    expect(html).toContain('<title>Studio &lt;Arts&gt; &amp; &#123;&#123;Co&#125;&#125;</title>')
    expect(html).toMatch(/<h1 style="[^"]+">Studio &lt;Arts&gt; &amp; &#123;&#123;Co&#125;&#125;<\/h1>/)
    expect(html).toContain('<p>Body</p>')
    expect(html).toContain('<a href="https://vernissage.example.org/" style="color:#1d4ed8;">')
    expect(html).not.toMatch(/<style|<link|class=/)
  })

  it('keeps the organisation name out of the merge fields when applied before rendering', () => {
    const template = { ...welcome, html: layout(welcome.html, site) }
    expect(listFields(template)).toEqual(['firstName', 'code'])
  })

  it('refuses a public URL that is not http(s)', () => {
    expect(() => layout('<p>Body</p>', { ...site, publicUrl: 'javascript:alert(1)' })).toThrow('http(s) public URL')
  })
})

describe('createMailer, outbox transport', () => {
  let dataDir: string
  let saved: OutboxMail[]
  const outbox = {
    save: async (mail: OutboxMail) => {
      saved.push(mail)
    },
  }

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vernissage-mail-'))
    saved = []
  })
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true })
  })

  it('stores the complete message and writes it as an .eml file', async () => {
    const mailer = createMailer({ from: 'Vernissage <no-reply@localhost>', outbox, dataDir })
    expect(mailer.transportName).toBe('outbox')
    const template = { ...welcome, html: layout(welcome.html, site) }

    const sent = await mailer.sendTemplate(template, { firstName: '<b>Zoë</b>', code: 7 }, 'ada@example.org')

    expect(sent).toEqual({
      messageId: expect.stringMatching(/^<.+@localhost>$/),
      transport: 'outbox',
      accepted: ['ada@example.org'],
      refused: [],
    })
    expect(saved).toHaveLength(1)
    const mail = saved[0]
    expect(mail).toMatchObject({
      messageId: sent.messageId,
      from: 'Vernissage <no-reply@localhost>',
      to: ['ada@example.org'],
      subject: 'Welcome, <b>Zoë</b>',
      text: 'Hello <b>Zoë</b>, your code is 7.',
    })
    expect(mail.html).toContain('Hello &lt;b&gt;Zoë&lt;/b&gt;')
    expect(Date.parse(mail.createdAt)).not.toBeNaN()

    const eml = parseEml(mail.raw)
    expect(mail.raw).not.toContain('\r\n')
    expect(eml.header('From')).toBe('Vernissage <no-reply@localhost>')
    expect(eml.header('To')).toBe('ada@example.org')
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?Q\?/m)
    expect(eml.header('Subject')).toBe('Welcome, <b>Zoë</b>')
    expect(eml.header('Message-ID')).toBe(sent.messageId)
    expect(eml.header('Content-Type')).toMatch(/^multipart\/alternative;/)
    expect(eml.parts.map((part) => part.type)).toEqual(['text/plain', 'text/html'])
    expect(eml.parts[0].content).toBe(mail.text)
    expect(eml.parts[1].content).toBe(mail.html)

    const files = await readdir(path.join(dataDir, 'outbox'))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[A-Za-z0-9._-]+_localhost\.eml$/)
    expect(await readFile(path.join(dataDir, 'outbox', files[0]), 'utf8')).toBe(mail.raw)
  })

  it('writes no file without a data directory', async () => {
    const mailer = createMailer({ from: 'Vernissage <no-reply@localhost>', outbox })
    await mailer.send({ to: ['a@example.org', 'b@example.org'], subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' })
    expect(saved[0].to).toEqual(['a@example.org', 'b@example.org'])
    expect(await readdir(dataDir)).toEqual([])
  })

  it('refuses a bad message before anything is stored', async () => {
    const mailer = createMailer({ from: 'Vernissage <no-reply@localhost>', outbox, dataDir })
    const good = { to: 'ada@example.org', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' }

    await expect(mailer.send({ ...good, subject: 'Hi\r\nBcc: everyone@example.org' })).rejects.toThrow(
      'Mail not sent: subject must not contain line breaks',
    )
    await expect(mailer.send({ ...good, subject: ' ' })).rejects.toThrow('subject must not be empty')
    await expect(mailer.send({ ...good, to: 'not an address' })).rejects.toThrow(
      'Mail not sent: to has "not an address", which is not an email address',
    )
    await expect(mailer.send({ ...good, to: [] })).rejects.toThrow('to needs at least one address')
    await expect(mailer.send({ ...good, to: ['ada@example.org', 'nope'] })).rejects.toThrow('to has "nope"')
    await expect(mailer.send({ ...good, to: 'a@example.org, b@example.org' })).rejects.toThrow('not an email address')
    await expect(mailer.send({ ...good, html: '' })).rejects.toThrow('html must not be empty')
    await expect(mailer.send({ ...good, text: '\n' })).rejects.toThrow('text must not be empty')
    await expect(mailer.send({ ...good, replyTo: 'nope' })).rejects.toThrow('replyTo has "nope"')
    await expect(mailer.send({ ...good, headers: { 'X-Tag': 'a\nBcc: x@example.org' } })).rejects.toThrow(
      'header values must not contain line breaks',
    )
    // A merge field cannot smuggle a line break into the subject either.
    await expect(
      mailer.sendTemplate(welcome, { firstName: 'Ada\nBcc: x@example.org', code: 1 }, 'ada@example.org'),
    ).rejects.toThrow('subject must not contain line breaks')

    expect(saved).toEqual([])
    expect(await readdir(dataDir)).toEqual([])
  })

  it('passes reply-to and extra headers into the message', async () => {
    const mailer = createMailer({ from: 'Vernissage <no-reply@localhost>', outbox })
    await mailer.send({
      to: 'ada@example.org',
      subject: 'Hi',
      html: '<p>Hi</p>',
      text: 'Hi',
      replyTo: 'staff@example.org',
      headers: { 'X-Vernissage-Template': 'welcome' },
    })
    const eml = parseEml(saved[0].raw)
    expect(eml.header('Reply-To')).toBe('staff@example.org')
    expect(eml.header('X-Vernissage-Template')).toBe('welcome')
  })

  it('attaches files made in memory, and refuses names and contents that are not plain', async () => {
    const mailer = createMailer({ from: 'Vernissage <no-reply@localhost>', outbox })
    const bytes = Buffer.from('%PDF-1.3 a receipt\n%%EOF\n')
    const message = { to: 'ada@example.org', subject: 'Your receipt', html: '<p>Hi</p>', text: 'Hi' }
    await mailer.send({
      ...message,
      attachments: [{ filename: 'receipt-V-2026-000123.pdf', content: bytes, contentType: 'application/pdf' }],
    })
    const raw = saved[0].raw.replace(/\n[ \t]+/g, ' ')
    expect(raw).toMatch(/^Content-Type: multipart\/mixed;/m)
    expect(raw).toMatch(/^Content-Type: application\/pdf; name=receipt-V-2026-000123\.pdf$/m)
    expect(raw).toMatch(/^Content-Disposition: attachment; filename=receipt-V-2026-000123\.pdf$/m)
    const body = /Content-Disposition: attachment[^\n]*\n(?:[^\n]+\n)*\n([A-Za-z0-9+/=\n]+)/.exec(saved[0].raw)?.[1]
    expect(Buffer.from(body!.replace(/\n/g, ''), 'base64')).toEqual(bytes)

    const refused = (attachment: object) => mailer.send({ ...message, attachments: [attachment as never] })
    await expect(
      refused({ filename: '../etc/passwd', content: bytes, contentType: 'application/pdf' }),
    ).rejects.toThrow('attachment names are plain file names')
    await expect(
      refused({ filename: 'a.pdf', content: '/etc/passwd', contentType: 'application/pdf' }),
    ).rejects.toThrow('attachments are made in memory, as bytes')
    await expect(refused({ filename: 'a.pdf', content: bytes, contentType: 'pdf\nBcc: x' })).rejects.toThrow(
      'attachments need a media type',
    )
    await expect(
      refused({ filename: 'a.png', content: bytes, contentType: 'image/png', cid: 'code>\nBcc: x' }),
    ).rejects.toThrow('an inline image’s content id looks like name@domain')
    expect(saved).toHaveLength(1)
  })

  it('shows an image with a content id inline, where the HTML points at it', async () => {
    const mailer = createMailer({ from: 'Vernissage <no-reply@localhost>', outbox })
    const png = Buffer.from('89504e470d0a1a0a', 'hex')
    await mailer.send({
      to: 'ada@example.org',
      subject: 'Your ticket',
      html: '<p><img src="cid:checkin-code@vernissage" alt="QR code"></p>',
      text: 'Your ticket',
      attachments: [{ filename: 'code.png', content: png, contentType: 'image/png', cid: 'checkin-code@vernissage' }],
    })
    const raw = saved[0].raw.replace(/\n[ \t]+/g, ' ')
    expect(raw).toMatch(/^Content-Type: multipart\/related;/m)
    expect(raw).toMatch(/^Content-ID: <checkin-code@vernissage>$/m)
    expect(raw).toMatch(/^Content-Disposition: inline; filename=code\.png$/m)
  })

  it('refuses a bad sender or SMTP URL when created', () => {
    expect(() => createMailer({ from: 'nobody', outbox })).toThrow('Mail sender must be one address')
    expect(() => createMailer({ from: 'a@example.org, b@example.org', outbox })).toThrow('one address')
    expect(() => createMailer({ from: 'a@example.org', smtpUrl: 'http://mail.example.org', outbox })).toThrow(
      'SMTP URL must look like smtp://',
    )
  })
})
