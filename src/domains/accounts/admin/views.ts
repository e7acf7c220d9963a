import type { AdminViewConfig } from 'payload'

/** The masquerade's page at /cpanel/masquerade/{id}: not a tool of its own, it is reached from a person's record. */
export const masqueradeView: AdminViewConfig = {
  Component: '/domains/accounts/admin/MasqueradeView#MasqueradeView',
  path: '/masquerade/:id',
  exact: true,
}
