import type { AdminViewServerProps } from 'payload'

import { verificationQueue } from '../../services/verifier'
import { mayUseTool } from '../tools'
import { VerificationQueue, type QueueEntry } from './forms'
import { formatWhen } from './format'
import { ToolFrame } from './ToolFrame'

/** `/cpanel/verifier`: requests waiting for staff, oldest first (staff). */
export async function Verifier(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseTool('verifier', req.user))
    return (
      <ToolFrame name="verifier" view={view}>
        {null}
      </ToolFrame>
    )
  const queue = await verificationQueue(req.payload)
  const entries: QueueEntry[] = queue.map((item) => ({
    key: `${item.source}-${item.id}`,
    source: item.source,
    id: item.id,
    subject: item.subject,
    submitted: formatWhen(item.submittedAt),
    name: item.person.name,
    email: item.person.email,
    emailVerified: item.person.emailVerified,
    approveNote: item.approveNote ?? 'The account becomes an artist account.',
    comparison: item.comparison,
  }))
  return (
    <ToolFrame name="verifier" view={view}>
      <p className="cpanel-tool__hint">
        Approving an artist gives the account the artist role; approving a profile makes the submitted version public.
        Rejecting needs a reason, which the person receives by email. Either way they are emailed, and the decision is
        written to the audit log.
      </p>
      {entries.length > 0 ? (
        <p>{entries.length === 1 ? 'One request is waiting.' : `${entries.length} requests are waiting.`}</p>
      ) : null}
      <VerificationQueue entries={entries} />
    </ToolFrame>
  )
}
