import type { Payload } from 'payload'

import { isStaff, recordAudit } from '@/domains/accounts'
import { ORGANISATION_NAME } from '@/domains/commerce'
import { escapeHtml } from '@/platform/mail'
import { config } from '@/platform/config'

import { donorKey, parseDonorKey, type DonorIdentity } from './donor-summaries'
import { statementFileName, statementSource, statementView, statementYear } from './statement'
import { statementPdf } from './statement-pdf'
import { personOf } from '@/platform/payload'

const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' }

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...PRIVATE } })

/** A page saying, in the site's words, that there is nothing here, and why. */
function notFoundPage(heading: string, explanation: string): Response {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)}</title></head>` +
    `<body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(explanation)}</p>` +
    `<p><a href="/dashboard">Back to your dashboard</a></p></main></body></html>`
  return new Response(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', ...PRIVATE } })
}

async function pdfResponse(payload: Payload, donor: DonorIdentity, year: number, disposition: 'inline' | 'attachment') {
  const source = await statementSource(payload, donor, year)
  if (!source) return null
  const pdf = await statementPdf(statementView(source, config().TIMEZONE), { organisation: ORGANISATION_NAME })
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `${disposition}; filename="${statementFileName(year)}"`,
      'referrer-policy': 'no-referrer',
      ...PRIVATE,
    },
  })
}

/**
 * `GET /dashboard/statements/{year}`: the signed-in person's own giving
 * statement, from the gifts given with their account (not those given on
 * behalf of an organisation, which are the organisation's). There is no
 * person in the address, so nobody can ask for anyone else's. A guest is sent
 * to sign in; a year without gifts is a 404 page that says so.
 */
export async function ownStatementResponse(payload: Payload, request: Request, yearText: string): Promise<Response> {
  const user = await personOf(payload, request.headers)
  const path = new URL(request.url).pathname
  if (!user) {
    return new Response(null, {
      status: 303,
      headers: { location: `/login?next=${encodeURIComponent(path)}`, ...PRIVATE },
    })
  }
  const year = statementYear(yearText)
  if (year === null) {
    return notFoundPage(
      'No such statement',
      `“${yearText}” is not a year: statements are at /dashboard/statements/2026.`,
    )
  }
  const answer = await pdfResponse(payload, { kind: 'person', id: Number(user.id) }, year, 'inline')
  return (
    answer ??
    notFoundPage(
      `No gifts in ${year}`,
      `We have no paid gift from you in ${year}, so there is no giving statement for that year.`,
    )
  )
}

/**
 * `GET /api/donors/statement?donor={key}&year={year}`: any donor's giving
 * statement, for staff from `donorbackend`. Each one is audited, as it takes
 * a donor's gifts out of the system.
 */
export async function staffStatementResponse(payload: Payload, request: Request): Promise<Response> {
  const user = await personOf(payload, request.headers)
  if (!user) return text(401, 'Sign in to the control panel to download giving statements.')
  if (!isStaff(user)) return text(403, 'Only staff download other donors’ giving statements.')
  const params = new URL(request.url).searchParams
  const donor = parseDonorKey(params.get('donor'))
  const year = statementYear(params.get('year'))
  const problems = [
    donor ? null : 'donor must be a donor from the donors’ list, such as person:12',
    year === null ? 'year must be a year such as 2026' : null,
  ].filter(Boolean)
  if (!donor || year === null) {
    return text(400, `This statement cannot be made:\n${problems.map((problem) => `- ${problem}`).join('\n')}\n`)
  }
  const answer = await pdfResponse(payload, donor, year, 'attachment')
  if (!answer) return text(404, `This donor has no paid gift in ${year}: there is no statement to make.`)
  await recordAudit(payload, {
    actor: Number(user.id),
    action: 'donor.statement',
    target: donorKey(donor),
    summary: { year },
  })
  return answer
}
