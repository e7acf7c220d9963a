import { forbidden } from 'next/navigation'
import { requestPerson } from '@/platform/payload'

import type { ControlPanelToolGroup } from '@/platform/cpanel/tools'

import { mayUseControlPanelTool } from '../admin/tools'
import { hasRole, isStaff } from '../roles'
import { AccountPageFrame } from './AccountPageFrame'
import { SignInForm } from './SignInForm'

/** What every member of staff finds in the control panel besides the domains' tools. */
const CONTROL_PANEL = [
  { href: '/cpanel', label: 'Control panel home', description: 'Every tool, by task.' },
  { href: '/cpanel/collections/audit-log', label: 'Audit log', description: 'Who did what to whom, read-only.' },
  { href: '/cpanel/collections/outbox', label: 'Mail outbox', description: 'Every message the site sent.' },
]

/** `/adminportal`: the staff entry point. Signs staff in, then lists the tools they may use. */
export async function AdminPortalPage({
  tools: toolGroups,
}: {
  tools: readonly ControlPanelToolGroup[]
}) {
  const { person: user } = await requestPerson()
  if (!user) {
    return (
      <AccountPageFrame title="Staff portal" intro="Sign in with your staff account to reach the control panel.">
        <SignInForm next="/adminportal" />
      </AccountPageFrame>
    )
  }
  if (!isStaff(user)) forbidden()
  const admin = hasRole(user, 'admin')
  const tools = [
    ...CONTROL_PANEL,
    ...toolGroups
      .flatMap((group) => group.tools)
      .filter((tool) => mayUseControlPanelTool(tool, user))
      .map((tool) => ({ href: `/cpanel/${tool.name}`, label: tool.label, description: tool.description })),
  ]
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 id="page-title" className="text-4xl font-semibold">
        Staff portal
      </h1>
      <p className="mt-3 text-muted">
        Signed in as {user.name || user.email} ({admin ? 'administrator' : 'staff'}). These are the tools you may use.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {tools.map((tool) => (
          <li key={tool.href} className="rounded-lg border border-line bg-white p-5 shadow-sm">
            <a href={tool.href} className="text-lg font-semibold">
              {tool.label}
            </a>
            <p className="mt-1 text-muted">{tool.description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
