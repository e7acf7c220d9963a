import { importReportCsv } from '@/domains/imports'
import { requestPerson } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** An import's report as CSV, to staff (the imports domain checks). */
export async function GET(_request: Request, context: { params: Promise<{ id: string }> }) {
  const { payload, person } = await requestPerson()
  return importReportCsv(payload, person, (await context.params).id)
}
