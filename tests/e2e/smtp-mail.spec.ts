import { rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'

import { expect, test } from '@playwright/test'
import { SMTPServer } from 'smtp-server'

import { exited, launch, scratch } from './processes'

type Received = { to: string[]; text: string }

/** A real SMTP server on a free loopback port that keeps every message it accepts, decoded. */
async function startSmtpServer() {
  const received: Received[] = []
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        // Undo quoted-printable, which wraps long lines (links) and escapes "=".
        const text = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), text })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.server.address() as AddressInfo).port, received, close: () => server.close() }
}

const SITE = 'http://127.0.0.1:3192'

test('with SMTP_URL set, an artist’s verification mail arrives by real SMTP and its link confirms the address', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const smtp = await startSmtpServer()
  const dataDir = scratch()
  const server = launch({
    DATA_DIR: dataDir,
    PORT: '3192',
    PUBLIC_URL: SITE,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  })
  try {
    await expect.poll(() => server.output(), { timeout: 120_000 }).toContain('Vernissage is ready')
    await page.goto(`${SITE}/newmember`)
    await page.getByRole('radio', { name: /Artist/ }).check()
    await page.getByLabel('Name').fill('Sol Ink')
    await page.getByLabel('Email').fill('sol@example.org')
    await page.getByLabel('Password').fill('sols-password-1')
    await page.getByRole('button', { name: 'Join' }).click()
    await expect(page.getByText('We sent a link to sol@example.org')).toBeVisible()

    let link: string | undefined
    await expect
      .poll(() => {
        const mail = smtp.received.find((message) => message.to.includes('sol@example.org'))
        link = mail?.text.match(/https?:\/\/\S+mode=verifyEmail&oobCode=[\w-]+/)?.[0]
        return Boolean(link)
      })
      .toBe(true)
    await page.goto(link!)
    await expect(page.locator('#action-done')).toHaveText('Thank you: your email address is confirmed.')
  } finally {
    server.kill('SIGTERM')
    await exited(server)
    smtp.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
