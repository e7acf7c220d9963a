import { forbidden, redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { isStaff } from '../../roles'

/**
 * The person using a people tool, who must be staff. Payload leaves custom views
 * open to anyone (its own admin-access check skips them) and the proxy's guard
 * could be bypassed by a misconfigured route table, so every view checks again.
 */
export function staffViewer(props: AdminViewServerProps, tool: string) {
  const { req } = props.initPageResult
  const user = req.user
  const adminRoute = req.payload.config.routes.admin
  if (!user) redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}/${tool}`)}`)
  if (!isStaff(user)) forbidden()
  return user
}
