import { ownStatementResponse } from '@/domains/donors'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** The signed-in person's own giving statement for a year, as a PDF. */
export async function GET(request: Request, { params }: { params: Promise<{ year: string }> }) {
  return ownStatementResponse(await payloadInstance(), request, (await params).year)
}
