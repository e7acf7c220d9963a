import { NextResponse, type NextRequest } from 'next/server'

import { isMailTopic, mailerFor, mailSettings, preferencesLink, unsubscribeHeaders } from '@/domains/comms'
import { config as settings } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/**
 * `POST /testing/marketing-mail`, only when TEST_ROUTES=true (never in
 * production): `{ email, topic, mailing }` sends one newsletter-like mail
 * through the application's mailer with the consent headers and footer
 * (decision 090), for the consent pages' browser test until group mail sends them.
 */
export async function POST(request: NextRequest) {
  if (!settings().TEST_ROUTES) return new NextResponse('Not found', { status: 404 })
  const body = (await request.json()) as { email?: string; topic?: string; mailing?: string }
  if (!body.email || !isMailTopic(body.topic)) {
    return NextResponse.json({ error: 'email and a topic are needed' }, { status: 400 })
  }
  const links = { email: body.email, topic: body.topic, mailing: body.mailing }
  const preferences = preferencesLink(body.email)
  const sent = await mailerFor(await payloadInstance(), mailSettings(settings())).send({
    to: body.email,
    subject: `Newsletter ${body.mailing ?? ''}`.trim(),
    html: `<p>What is on.</p><p><a href="${preferences}">Your mail preferences</a></p>`,
    text: `What is on.\n\nYour mail preferences: ${preferences}`,
    headers: unsubscribeHeaders(links),
  })
  return NextResponse.json({ messageId: sent.messageId })
}
