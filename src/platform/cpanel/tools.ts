import type { AdminViewConfig } from 'payload'

/** A page of our own in the control panel, at /cpanel/<name> as in the original system. */
export type ControlPanelTool = {
  name: string
  label: string
  description: string
  /** Who may use it: every tool needs staff; some need an administrator. */
  needs: 'staff' | 'admin'
  /** The view's component, as Payload's import map names it (`/domains/…/File#Export`, from `src/`). */
  component: string
}

/** The tools of one domain, under one heading in the navigation and on the staff portal. */
export type ControlPanelToolGroup = { label: string; tools: readonly ControlPanelTool[] }

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
