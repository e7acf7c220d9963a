import { describe, expect, it } from 'vitest'

import { blockFromForm } from './block-form'
import { mailingFiller, mailingFor, mailingProblems, testSendKey, type MailingBlock } from './content'

const blocks: MailingBlock[] = [
  { kind: 'heading', text: 'Spring news' },
  { kind: 'text', text: 'Dear {{firstName}},\n\nOpen <Studios> is back & so are you.' },
  { kind: 'button', label: 'See the map', url: 'https://example.org/map?a=1&b=2' },
  { kind: 'picture', url: 'https://example.org/p.jpg', alt: 'A studio "inside"' },
  { kind: 'artistCard', name: 'Ada Li', url: 'https://example.org/art/1', words: 'Paints {{name}}’s city' },
  { kind: 'eventCard', title: 'Opening night', when: 'Friday 6 pm', url: 'https://example.org/events/2' },
]

describe('a mailing on the one template engine', () => {
  it('fills the recipient’s merge fields and escapes staff’s words and the values', () => {
    const mail = mailingFor(
      { subject: 'Hello {{firstName}}', blocks },
      { email: 'kim@example.org', name: 'Kim <b>Park</b>' },
    )
    expect(mail.subject).toBe('Hello Kim')
    expect(mail.html).toContain('<p style="margin:0 0 16px;">Dear Kim,</p>')
    expect(mail.html).toContain('Open &lt;Studios&gt; is back &amp; so are you.')
    expect(mail.html).toContain('href="https://example.org/map?a=1&amp;b=2"')
    expect(mail.html).toContain('alt="A studio &quot;inside&quot;"')
    expect(mail.html).toContain('Paints Kim &lt;b&gt;Park&lt;/b&gt;’s city')
    expect(mail.text).toContain('SPRING NEWS')
    expect(mail.text).toContain('See the map: https://example.org/map?a=1&b=2')
    expect(mail.text).toContain('Opening night, Friday 6 pm (https://example.org/events/2)')
  })

  it('gives each recipient, from the template read once, the very mail read for them alone', () => {
    const mailing = { subject: 'Hello {{firstName}} <{{email}}>', blocks }
    const fill = mailingFiller(mailing)
    const recipients = [
      { email: 'kim@example.org', name: 'Kim <b>Park</b>' },
      { email: 'o@example.org', name: ' ' },
      { email: 'q&a@example.org', name: 'Zoë "Q" O’Neil' },
      { email: 'kim@example.org', name: 'Kim <b>Park</b>' },
    ]
    for (const recipient of recipients) expect(fill(recipient)).toStrictEqual(mailingFor(mailing, recipient))
    expect(fill(recipients[1]!).subject).toBe('Hello friend <o@example.org>')
  })

  it('greets someone without a name as a friend', () => {
    expect(mailingFor({ subject: 'Hi {{firstName}}', blocks }, { email: 'x@example.org', name: ' ' }).subject).toBe(
      'Hi friend',
    )
  })

  it('names what keeps a mailing from being sent', () => {
    expect(mailingProblems({ subject: 'Fine', blocks })).toEqual([])
    expect(mailingProblems({ subject: '', blocks: [] })).toEqual([
      'The subject is empty.',
      'The mailing has no block yet: add a heading or some text.',
    ])
    expect(mailingProblems({ subject: 'Hi {{surname}}', blocks })).toEqual([
      'Unknown merge field {{surname}}: use only {{name}}, {{firstName}}, {{email}}.',
    ])
    expect(mailingProblems({ subject: 'x', blocks: [{ kind: 'text', text: 'Hi {{#name}}' }] })[0]).toMatch(
      /^The mailing's words is not a valid template/,
    )
    expect(
      mailingProblems({ subject: 'x', blocks: [{ kind: 'button', label: 'Go', url: 'javascript:alert(1)' }] }),
    ).toEqual(['Block 1 (Button): its link must start with https://.'])
  })
})

describe('the add-a-block form', () => {
  it('makes each kind from the form’s four fields', () => {
    expect(blockFromForm({ kind: 'eventCard', words: 'Friday', title: 'Opening', link: 'https://e.org/1' })).toEqual({
      ok: true,
      block: { kind: 'eventCard', title: 'Opening', when: 'Friday', url: 'https://e.org/1' },
    })
    expect(blockFromForm({ kind: 'text', words: 'a\r\n\r\nb ', title: '', link: '' })).toEqual({
      ok: true,
      block: { kind: 'text', text: 'a\n\nb' },
    })
  })

  it('says which field a kind is missing, or that the kind is unknown', () => {
    const button = blockFromForm({ kind: 'button', words: '', title: '', link: 'ftp://x' })
    expect(button).toMatchObject({
      ok: false,
      errors: { title: 'A button needs the button’s words.', link: 'A web address starting with https://' },
    })
    expect(blockFromForm({ kind: 'video', words: 'x', title: '', link: '' })).toMatchObject({
      ok: false,
      errors: { kind: 'Choose a kind of block.' },
    })
  })
})

describe("a test send's idempotency key", () => {
  const draft = {
    id: 7,
    subject: 'News for {{firstName}}',
    topic: 'news',
    blocks: [{ kind: 'text' as const, text: 'The studios open on Saturday.' }],
  }

  it('is the same for the same words and person (a double click, a retry)', () => {
    expect(testSendKey(draft, 3)).toBe(testSendKey({ ...draft, blocks: [...draft.blocks] }, 3))
  })

  it('changes with the words, the mailing and the person', () => {
    const key = testSendKey(draft, 3)
    expect(testSendKey({ ...draft, subject: 'News' }, 3)).not.toBe(key)
    expect(testSendKey({ ...draft, blocks: [{ kind: 'text', text: 'The studios open on Sunday.' }] }, 3)).not.toBe(key)
    expect(testSendKey({ ...draft, topic: 'events' }, 3)).not.toBe(key)
    expect(testSendKey({ ...draft, id: 8 }, 3)).not.toBe(key)
    expect(testSendKey(draft, 4)).not.toBe(key)
  })
})
