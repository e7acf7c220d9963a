import type { AdminViewConfig } from 'payload'

/**
 * What staff do, in the order the navigation and the staff portal show it: each tool is found under the
 * task it serves, whichever domain holds it (issue 38).
 */
export const CONTROL_PANEL_TASKS = [
  'People',
  'Open Studios',
  'Money',
  'Events',
  'Site',
  'Communications',
  'Insight',
  'Settings',
] as const

export type ControlPanelTask = (typeof CONTROL_PANEL_TASKS)[number]

/** A page of our own in the control panel, at /cpanel/<name> as in the original system. */
export type ControlPanelTool = {
  name: string
  label: string
  description: string
  task: ControlPanelTask
  /** Who may use it: every tool needs staff; some need an administrator. */
  needs: 'staff' | 'admin'
  /** The view's component, as Payload's import map names it (`/domains/…/File#Export`, from `src/`). */
  component: string
}

/** The tools of one task, under one heading in the navigation and on the staff portal. */
export type ControlPanelToolGroup = { label: ControlPanelTask; tools: readonly ControlPanelTool[] }

/** The tools grouped by task, in the tasks' order, each tool once; a task without tools is left out. */
export function toolsByTask(tools: readonly ControlPanelTool[]): ControlPanelToolGroup[] {
  const names = new Set<string>()
  for (const tool of tools) {
    if (names.has(tool.name)) throw new Error(`The control-panel tool ${tool.name} is listed twice`)
    names.add(tool.name)
  }
  return CONTROL_PANEL_TASKS.map((task) => ({ label: task, tools: tools.filter((tool) => tool.task === task) })).filter(
    (group) => group.tools.length > 0,
  )
}

/** Each tool's view at /cpanel/<name>, titled after its entry. */
export function toolViews(groups: readonly ControlPanelToolGroup[]): Record<string, AdminViewConfig> {
  return Object.fromEntries(
    groups.flatMap((group) =>
      group.tools.map((tool) => [
        tool.name,
        {
          Component: tool.component,
          path: `/${tool.name}`,
          exact: true,
          meta: { title: tool.label, description: tool.description },
        } satisfies AdminViewConfig,
      ]),
    ),
  )
}
