import type { Payload, PayloadRequest } from 'payload'

export type AuditEntry = {
  actor: number | null
  onBehalfOf?: number | null
  action: string
  targetCollection?: string
  targetId?: string | number
  target?: string
  summary?: { [key: string]: unknown }
}

/** Appends one row to the audit log, inside the caller's transaction when a request is given; returns its id. */
export async function recordAudit(payload: Payload, entry: AuditEntry, req?: Partial<PayloadRequest>) {
  const row = await payload.create({
    collection: 'audit-log',
    overrideAccess: true,
    req,
    data: {
      actor: entry.actor,
      onBehalfOf: entry.onBehalfOf ?? null,
      action: entry.action,
      targetCollection: entry.targetCollection,
      targetId: entry.targetId === undefined ? undefined : String(entry.targetId),
      target: entry.target,
      summary: entry.summary,
    },
  })
  return row.id
}
