import type { Payload } from 'payload'

import { CONTROL_PANEL_TASKS, type ControlPanelTool, type ControlPanelToolGroup } from './tools'

/**
 * Work waiting for staff, as a domain declares it (issue 38): what it is, the tool that handles it,
 * where that tool lists exactly this work, and how much there is. The home shows each one only to
 * those who may use its tool.
 */
export type WorkQueue = {
  /** The name of the tool that handles this work: who may use it sees the queue. */
  tool: string
  label: string
  /** The tool's filter in its address (`status=submitted`), so the link opens the list already filtered. */
  filter?: string | ((now: Date) => string)
  /** Another page of the control panel that lists this work (`collections/…?where…`), instead of the tool. */
  path?: string
  /** How much is waiting now: a count query, cheap, run beside the others. */
  count: (payload: Payload, now: Date) => Promise<number>
}

export type RegisteredQueue = Omit<WorkQueue, 'tool'> & { tool: ControlPanelTool }

/** A queue with work in it, as the home shows it. */
export type WaitingWork = { label: string; href: string; count: number }

/**
 * The queues joined to their tools, in the order of the tools (by task, then as each task lists
 * them), each tool's queues as declared. A queue naming no tool, or a label used twice, is a mistake
 * found when the module loads.
 */
export function registerQueues(
  groups: readonly ControlPanelToolGroup[],
  queues: readonly WorkQueue[],
): RegisteredQueue[] {
  const tools = groups.flatMap((group) => group.tools)
  const labels = new Set<string>()
  const registered = queues.map((queue, declared) => {
    const tool = tools.find((one) => one.name === queue.tool)
    if (!tool) throw new Error(`The work queue “${queue.label}” names no control-panel tool: ${queue.tool}`)
    if (labels.has(queue.label)) throw new Error(`The work queue “${queue.label}” is declared twice`)
    labels.add(queue.label)
    return { queue: { ...queue, tool }, place: tools.indexOf(tool), declared }
  })
  return registered
    .sort(
      (a, b) =>
        CONTROL_PANEL_TASKS.indexOf(a.queue.tool.task) - CONTROL_PANEL_TASKS.indexOf(b.queue.tool.task) ||
        a.place - b.place ||
        a.declared - b.declared,
    )
    .map(({ queue }) => queue)
}

/** Where a queue's link goes, under the control panel's route. */
export function queueHref(adminRoute: string, queue: RegisteredQueue, now: Date): string {
  if (queue.path) return `${adminRoute}/${queue.path}`
  const filter = typeof queue.filter === 'function' ? queue.filter(now) : queue.filter
  return `${adminRoute}/${queue.tool.name}${filter ? `?${filter}` : ''}`
}

/** The queues this person may see (by their tools), counted in parallel; only those with work in them. */
export async function workWaiting<U>(
  payload: Payload,
  queues: readonly RegisteredQueue[],
  mayUse: (tool: ControlPanelTool, user: U) => boolean,
  user: U,
  now: Date,
): Promise<WaitingWork[]> {
  const visible = queues.filter((queue) => mayUse(queue.tool, user))
  const counts = await Promise.all(visible.map((queue) => queue.count(payload, now)))
  const adminRoute = payload.config.routes.admin
  return visible.flatMap((queue, index) =>
    counts[index]! > 0 ? [{ label: queue.label, href: queueHref(adminRoute, queue, now), count: counts[index]! }] : [],
  )
}
