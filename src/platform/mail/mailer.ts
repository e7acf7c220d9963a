import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import addressparser from 'nodemailer/lib/addressparser'
import { z } from 'zod'
import type { Logger } from '@/platform/logging'
import { renderTemplate, type MailTemplate, type MergeData } from './templates'

/**
 * Transactional mail. With an SMTP URL it is sent for real; without one it goes to
 * the outbox: the complete message, exactly as SMTP would have carried it, is handed
 * to an `OutboxStore` (the database) and, when a data directory is given, written
 * as an `.eml` file a developer can open.
 */

export type OutboxMail = {
  messageId: string
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  /** The whole RFC 822 message (`.eml`), with unix line endings. */
  raw: string
  /** ISO 8601. */
  createdAt: string
}

export type OutboxStore = { save(mail: OutboxMail): Promise<void> }

/**
 * A file sent with a message, made in memory (a PDF receipt): never read from
 * a path or a URL. With a `cid`, an image the HTML shows inline (`<img src="cid:…">`).
 */
export type MailAttachment = { filename: string; content: Buffer; contentType: string; cid?: string }

export type MailMessage = {
  to: string | string[]
  subject: string
  html: string
  text: string
  replyTo?: string
  headers?: Record<string, string>
  attachments?: MailAttachment[]
}

/** A recipient the SMTP server refused, with its reply code (5xx: for good; 4xx: for now). */
export type RefusedRecipient = { address: string; responseCode: number | null }

export type SentMail = {
  messageId: string
  transport: 'smtp' | 'outbox'
  accepted: string[]
  /** Recipients the server refused while taking the mail for the others. */
  refused: RefusedRecipient[]
}

/** A mail the SMTP server refused; `refused` names the recipients it refused, if that was why. */
export class MailNotSent extends Error {
  constructor(
    message: string,
    readonly refused: RefusedRecipient[],
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'MailNotSent'
  }
}

type SmtpError = { recipient?: unknown; responseCode?: unknown; rejected?: unknown; rejectedErrors?: unknown }

/** The recipients nodemailer reports refused, from its `rejectedErrors` (each with the reply code), else `rejected`. */
function refusedIn(source: SmtpError | undefined): RefusedRecipient[] {
  const errors = Array.isArray(source?.rejectedErrors) ? (source.rejectedErrors as SmtpError[]) : []
  if (errors.length > 0) {
    return errors.map((error) => ({
      address: String(error.recipient ?? ''),
      responseCode: typeof error.responseCode === 'number' ? error.responseCode : null,
    }))
  }
  const code = typeof source?.responseCode === 'number' ? source.responseCode : null
  return Array.isArray(source?.rejected)
    ? source.rejected.map((address) => ({ address: String(address), responseCode: code }))
    : []
}

export type Mailer = {
  send(message: MailMessage): Promise<SentMail>
  sendTemplate(template: MailTemplate, data: MergeData, to: string | string[]): Promise<SentMail>
  transportName: 'smtp' | 'outbox'
  close(): void
}

export type MailerOptions = {
  /** Such as `Vernissage <no-reply@localhost>`. */
  from: string
  /** `smtp://user:pass@host:2525` or `smtps://…`; unset means the outbox. */
  smtpUrl?: string
  outbox: OutboxStore
  dataDir?: string
  log?: Pick<Logger, 'info' | 'warn'>
}

const noLineBreaks = (value: string) => !/[\r\n]/.test(value)
const notBlank = (value: string) => value.trim().length > 0

const address = z.email({ error: (issue) => `has ${JSON.stringify(issue.input)}, which is not an email address` })

const messageSchema = z.object({
  to: z
    .union([z.string(), z.array(z.string())])
    .transform((to) => (Array.isArray(to) ? to : [to]))
    .pipe(z.array(address).min(1, 'needs at least one address')),
  subject: z
    .string()
    .refine(notBlank, 'must not be empty')
    // A line break would let the rest of the subject become headers of its own.
    .refine(noLineBreaks, 'must not contain line breaks'),
  html: z.string().refine(notBlank, 'must not be empty'),
  text: z.string().refine(notBlank, 'must not be empty'),
  replyTo: address.optional(),
  headers: z
    .record(
      z.string().regex(/^[A-Za-z0-9-]+$/, 'header names are letters, digits and hyphens'),
      z.string().refine(noLineBreaks, 'header values must not contain line breaks'),
    )
    .optional(),
  attachments: z
    .array(
      z.object({
        // Plain names only: the name travels in a header, and a path in it would mean nothing to the reader.
        filename: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._ ()-]{0,99}$/, 'attachment names are plain file names'),
        content: z.instanceof(Buffer, { error: 'attachments are made in memory, as bytes' }),
        contentType: z
          .string()
          .regex(/^[a-z]+\/[a-z0-9.+-]+$/, 'attachments need a media type such as application/pdf'),
        cid: z
          .string()
          .regex(/^[A-Za-z0-9._-]{1,60}@[A-Za-z0-9.-]{1,60}$/, 'an inline image’s content id looks like name@domain')
          .optional(),
      }),
    )
    .max(5, 'at most 5 attachments')
    .optional(),
})

type ValidMessage = z.infer<typeof messageSchema>

type Transport = { send(message: ValidMessage): Promise<SentMail>; close(): void }

export function createMailer(options: MailerOptions): Mailer {
  const from = checkFrom(options.from)
  const transport = options.smtpUrl
    ? smtpTransport(checkSmtpUrl(options.smtpUrl), from, options.log)
    : outboxTransport(from, options.outbox, options.dataDir)

  async function send(input: MailMessage): Promise<SentMail> {
    const sent = await transport.send(validate(input))
    options.log?.info(
      { messageId: sent.messageId, transport: sent.transport, recipients: sent.accepted.length },
      'mail sent',
    )
    return sent
  }

  return {
    send,
    sendTemplate: (template, data, to) => send({ to, ...renderTemplate(template, data) }),
    transportName: options.smtpUrl ? 'smtp' : 'outbox',
    close: () => transport.close(),
  }
}

// Messages are strings we build; refusing file and URL content keeps it that way.
const SAFETY = { disableFileAccess: true, disableUrlAccess: true }

function smtpTransport(server: URL, from: string, log: MailerOptions['log']): Transport {
  const transporter = nodemailer.createTransport({ url: server.href, ...SAFETY })
  return {
    async send(message) {
      try {
        const info = await transporter.sendMail({ from, ...message })
        if (info.rejected.length > 0) {
          log?.warn({ messageId: info.messageId, rejected: info.rejected.length }, 'SMTP refused some recipients')
        }
        return {
          messageId: info.messageId,
          transport: 'smtp',
          accepted: info.accepted.map(String),
          refused: refusedIn(info as SmtpError),
        }
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        // Host and port only: the URL's credentials must not reach an error message or a log.
        throw new MailNotSent(
          `Mail not sent: the SMTP server ${server.host} refused it: ${reason}`,
          refusedIn(error as SmtpError),
          { cause: error },
        )
      }
    },
    close: () => transporter.close(),
  }
}

function outboxTransport(from: string, outbox: OutboxStore, dataDir: string | undefined): Transport {
  // The stream transport composes the very bytes SMTP would carry, without sending them.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix', ...SAFETY })
  return {
    async send(message) {
      const info = await composer.sendMail({ from, ...message })
      const raw = info.message.toString() // a Buffer, as `buffer: true` asks
      const createdAt = new Date()
      await outbox.save({
        messageId: info.messageId,
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        raw,
        createdAt: createdAt.toISOString(),
      })
      if (dataDir) {
        const folder = path.join(dataDir, 'outbox')
        await mkdir(folder, { recursive: true })
        await writeFile(path.join(folder, emlFileName(createdAt, info.messageId)), raw)
      }
      return { messageId: info.messageId, transport: 'outbox', accepted: info.envelope.to, refused: [] }
    },
    // The stream transport holds no connection.
    close: () => undefined,
  }
}

function validate(input: MailMessage): ValidMessage {
  const result = messageSchema.safeParse(input)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${String(issue.path[0] ?? 'message')} ${issue.message}`)
  throw new Error(`Mail not sent: ${problems.join('; ')}`)
}

function checkFrom(from: string): string {
  const [sender, ...others] = addressparser(from, { flatten: true })
  if (!noLineBreaks(from) || !sender?.address.includes('@') || others.length > 0) {
    throw new Error(`Mail sender must be one address such as "Vernissage <no-reply@localhost>", not "${from}"`)
  }
  return from
}

function checkSmtpUrl(smtpUrl: string): URL {
  const url = URL.canParse(smtpUrl) ? new URL(smtpUrl) : undefined
  if (url?.protocol !== 'smtp:' && url?.protocol !== 'smtps:') {
    throw new Error('SMTP URL must look like smtp://user:pass@host:port or smtps://user:pass@host:port')
  }
  return url
}

/** `2026-01-02T03-04-05-678Z-abc123_localhost.eml`: sortable by time, safe on every file system. */
function emlFileName(createdAt: Date, messageId: string): string {
  const stamp = createdAt.toISOString().replace(/[:.]/g, '-')
  const id = messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9._-]/g, '_')
  return `${stamp}-${id}.eml`
}
