import type { Payload } from 'payload'

/** One line of the staff home's recent activity: who did what to what, when, and the thing's page. */
export type Activity = {
  id: number
  who: string
  action: string
  target: string | null
  at: Date
  /** The thing's page under the control panel, when it is a document Payload knows. */
  path: string | null
}

/** An audit action (`membership.manual-payment`) as words: “Membership: manual payment”. */
export function actionWords(action: string): string {
  const [first = '', ...rest] = action.split('.')
  const words = [first, ...rest].map((part) => part.replace(/[-_]/g, ' '))
  const said = words.length > 1 ? `${words[0]}: ${words.slice(1).join(', ')}` : words[0]!
  return said.charAt(0).toUpperCase() + said.slice(1)
}

/** The latest audit-log entries, newest first (the log's `createdAt` index). */
export async function recentActivity(payload: Payload, limit = 10): Promise<Activity[]> {
  const { docs } = await payload.find({
    collection: 'audit-log',
    sort: '-createdAt',
    limit,
    depth: 1,
    pagination: false,
    overrideAccess: true,
    select: { actor: true, action: true, target: true, targetCollection: true, targetId: true, createdAt: true },
  })
  return docs.map((entry) => {
    const actor = typeof entry.actor === 'object' && entry.actor ? entry.actor : null
    const who = actor ? actor.name || actor.email : entry.actor ? `Person #${entry.actor}` : 'The system'
    const known = entry.targetCollection && entry.targetId && entry.targetCollection in payload.collections
    return {
      id: entry.id,
      who,
      action: actionWords(entry.action),
      target: entry.target ?? null,
      at: new Date(entry.createdAt),
      path: known ? `collections/${entry.targetCollection}/${encodeURIComponent(entry.targetId!)}` : null,
    }
  })
}
