import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

import { config } from '@/platform/config'
import { createMailer, type Mailer } from '@/platform/mail'

/**
 * A real SMTP server on a free port for one test, and the application's
 * mailer sending to it: `received` holds each message as it arrived (raw
 * MIME). `close` stops both.
 */
export async function smtpServer(): Promise<{
  received: string[]
  mailer: Mailer
  port: number
  close(): Promise<void>
}> {
  const received: string[] = []
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => (received.push(Buffer.concat(chunks).toString('utf8')), callback()))
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  const mailer = createMailer({
    from: config().MAIL_FROM,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    outbox: { save: async () => undefined },
  })
  return {
    received,
    mailer,
    port,
    async close() {
      mailer.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
