import type { AddressInfo } from 'node:net'
import { SMTPServer, type SMTPServerOptions } from 'smtp-server'
import { afterEach, describe, expect, it } from 'vitest'
import { createMailer, layout, type MailTemplate, type OutboxMail } from '.'

type Received = { from: string; to: string[]; raw: string }

const servers: SMTPServer[] = []

/** A real SMTP server on a free loopback port that keeps every message it accepts. */
async function startServer(options: SMTPServerOptions) {
  const received: Received[] = []
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    ...options,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return { port, received }
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))))
})

const notStored = {
  save: async (mail: OutboxMail) => {
    throw new Error(`an SMTP mailer must not use the outbox (${mail.messageId})`)
  },
}

const invitation: MailTemplate = {
  name: 'invitation',
  subject: 'Opening night at {{venue}}',
  html: layout('<p>Dear {{name}}, you are invited to {{venue}}.</p>', {
    organisationName: 'Vernissage',
    publicUrl: 'https://vernissage.example.org',
  }),
  text: 'Dear {{name}}, you are invited to {{venue}}. Café opens at 7.',
}

/** Reads back the parts of the multipart/alternative message nodemailer builds. */
function parts(raw: string) {
  const message = raw.replace(/\r\n/g, '\n')
  const boundary = /boundary="([^"]+)"/.exec(message)?.[1]
  return message
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [head, ...body] = part.replace(/^\n/, '').split('\n\n')
      const content = body.join('\n\n').trimEnd()
      const bytes = /quoted-printable/i.test(head)
        ? content
            .replace(/=\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        : content
      return {
        type: /^content-type:\s*([^;\n]+)/im.exec(head)?.[1],
        content: Buffer.from(bytes, 'latin1').toString('utf8'),
      }
    })
}

describe('createMailer over SMTP', () => {
  it('delivers a templated mail to a real SMTP server', async () => {
    // No credentials: this server has no onAuth, so it answers any AUTH with 535.
    const { port, received } = await startServer({ authOptional: true })
    const mailer = createMailer({
      from: 'Vernissage <no-reply@localhost>',
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outbox: notStored,
    })
    expect(mailer.transportName).toBe('smtp')

    const sent = await mailer.sendTemplate(invitation, { name: '<script>alert(1)</script>', venue: 'Gallery 5' }, [
      'ada@example.org',
      'grace@example.org',
    ])
    mailer.close()

    expect(sent).toEqual({
      messageId: expect.stringMatching(/^<.+@localhost>$/),
      transport: 'smtp',
      accepted: ['ada@example.org', 'grace@example.org'],
      refused: [],
    })
    expect(received).toHaveLength(1)
    const [mail] = received
    expect(mail.from).toBe('no-reply@localhost')
    expect(mail.to).toEqual(['ada@example.org', 'grace@example.org'])
    expect(mail.raw).toMatch(/^Subject: Opening night at Gallery 5\r$/m)
    expect(mail.raw).toMatch(/^To: ada@example.org, grace@example.org\r$/m)
    expect(mail.raw).toContain(`Message-ID: ${sent.messageId}`)

    const [text, html] = parts(mail.raw)
    expect(text).toEqual({
      type: 'text/plain',
      content: 'Dear <script>alert(1)</script>, you are invited to Gallery 5. Café opens at 7.',
    })
    expect(html.type).toBe('text/html')
    expect(html.content).toContain('<p>Dear &lt;script&gt;alert(1)&lt;/script&gt;, you are invited to Gallery 5.</p>')
    expect(html.content).not.toContain('<script>')
  })

  describe('when the server requires authentication', () => {
    const credentials = { user: 'mailer', pass: 's3cret-Pa55' }
    const startAuthServer = () =>
      startServer({
        // Plain-text AUTH is acceptable here only because the server is on loopback for the test.
        allowInsecureAuth: true,
        onAuth(auth, _session, callback) {
          if (auth.username === credentials.user && auth.password === credentials.pass) {
            callback(null, { user: auth.username })
          } else {
            callback(new Error('Invalid username or password'))
          }
        },
      })

    it('signs in with the credentials of the URL', async () => {
      const { port, received } = await startAuthServer()
      const mailer = createMailer({
        from: 'Vernissage <no-reply@localhost>',
        smtpUrl: `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${port}`,
        outbox: notStored,
      })
      await mailer.send({ to: 'ada@example.org', subject: 'Hello', html: '<p>Hello</p>', text: 'Hello' })
      mailer.close()
      expect(received.map((mail) => mail.to)).toEqual([['ada@example.org']])
    })

    it('rejects with a clear error, without the password, when the password is wrong', async () => {
      const { port, received } = await startAuthServer()
      const mailer = createMailer({
        from: 'Vernissage <no-reply@localhost>',
        smtpUrl: `smtp://${credentials.user}:wrong-password@127.0.0.1:${port}`,
        outbox: notStored,
      })
      const error = await mailer
        .send({ to: 'ada@example.org', subject: 'Hello', html: '<p>Hello</p>', text: 'Hello' })
        .catch((failure: unknown) => failure)
      mailer.close()
      expect(error).toBeInstanceOf(Error)
      const { message } = error as Error
      expect(message).toMatch(
        new RegExp(`^Mail not sent: the SMTP server 127\\.0\\.0\\.1:${port} refused it: Invalid login: 535`),
      )
      expect(message).not.toContain('wrong-password')
      expect(received).toEqual([])
    })
  })
})
