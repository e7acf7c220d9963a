import type { AdminViewConfig } from 'payload'

/** The control panel's account tools, each at /cpanel/<name> (see `tools.ts`). */
export const accountViews: Record<string, AdminViewConfig> = {
  masquerade: {
    Component: '/domains/accounts/admin/MasqueradeView#MasqueradeView',
    path: '/masquerade/:id',
    exact: true,
  },
}
