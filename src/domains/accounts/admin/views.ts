import type { AdminViewConfig } from 'payload'

import { toolNamed } from './tools'

function view(name: string, component: string): AdminViewConfig {
  return {
    Component: `/domains/accounts/admin/tools/${component}#${component}`,
    path: `/${name}`,
    exact: true,
    meta: { title: toolNamed(name).label },
  }
}

/** The control panel's account tools, each at /cpanel/<name> (see `tools.ts`). */
export const accountViews: Record<string, AdminViewConfig> = {
  masquerade: {
    Component: '/domains/accounts/admin/MasqueradeView#MasqueradeView',
    path: '/masquerade/:id',
    exact: true,
  },
  verifier: view('verifier', 'Verifier'),
  usermerger: view('usermerger', 'UserMerger'),
  adminsetter: view('adminsetter', 'AdminSetter'),
}
