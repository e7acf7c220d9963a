import { forbidden } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '../roles'
import { masqueradeRefusal, MASQUERADE_MINUTES } from '../services/masquerade'
import { ControlPanelPage } from '@/platform/cpanel'
import { MasqueradeForm } from './MasqueradeForm'

/** `/cpanel/masquerade/{id}`: an administrator chooses to view the site as this person. */
export async function MasqueradeView(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!hasRole(req.user, 'admin')) forbidden()
  const id = Number(view.params?.segments?.[1])
  const target = Number.isSafeInteger(id)
    ? await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true })
    : null
  const refusal = masqueradeRefusal(req.user, target)
  return (
    <ControlPanelPage
      view={view}
      title="View the site as someone else"
      lead="See the site and the dashboard as a member sees them."
    >
      {refusal || !target ? (
        <p className="cpanel-tool__message cpanel-tool__message--error" role="alert">
          {refusal}
        </p>
      ) : (
        <>
          <p>
            You will see the public site and the dashboard exactly as <strong>{target.name || target.email}</strong> (
            {target.email}) sees them, for up to {MASQUERADE_MINUTES} minutes. A banner on every page lets you stop.
          </p>
          <p>
            Everything you change meanwhile is recorded in the audit log under your name and theirs. Their password and
            email address cannot be changed this way.
          </p>
          <MasqueradeForm personId={target.id} label={`View the site as ${target.name || target.email}`} />
        </>
      )}
    </ControlPanelPage>
  )
}
