import type { Payload } from 'payload'

import { EmptyState } from '@/platform/cpanel'

import { hasRole, type Person } from '../../roles'
import { findPerson } from '../../services/people'
import { minuteOf, rolesOf, statusOf } from './PeopleTable'

const APPLICATIONS: Record<string, string> = {
  none: 'None',
  pending: 'Waiting for verification',
  approved: 'Approved',
  rejected: 'Rejected',
}

/**
 * A person's page in a people tool (`?id=`, decision 087): who they are, and
 * what staff can do to them, each in the tool that does it. What only
 * administrators may do is offered to administrators only; those tools refuse
 * anyone else on the server whatever links they follow.
 */
export async function PersonPage({
  payload,
  viewer,
  base,
  id,
}: {
  payload: Payload
  viewer: Person
  base: string
  id: string
}) {
  const admin = payload.config.routes.admin
  const number = /^\d{1,10}$/.test(id) ? Number(id) : 0
  const person = number > 0 ? await findPerson(payload, number) : null
  const back = (
    <p>
      <a href={base}>← Back to the list</a>
    </p>
  )
  if (!person) {
    return (
      <>
        {back}
        <EmptyState title={`There is no person #${id.slice(0, 12)}.`}>
          The account may have been deleted. Find the person by name or email in the list.
        </EmptyState>
      </>
    )
  }
  const name = person.name || person.email
  const isAdmin = hasRole(viewer, 'admin')
  return (
    <div className="people-tools">
      {back}
      <section className="cpanel-tool__section" aria-labelledby="person-heading">
        <h2 id="person-heading">
          {name} <span className="people-tools__muted">#{person.id}</span>
        </h2>
        <dl className="cpanel-tool__facts">
          <div>
            <dt>Email</dt>
            <dd>{person.email}</dd>
          </div>
          <div>
            <dt>Roles</dt>
            <dd>{rolesOf(person)}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{statusOf(person)}</dd>
          </div>
          <div>
            <dt>Email verified</dt>
            <dd>{person.emailVerified ? 'Yes' : 'No'}</dd>
          </div>
          <div>
            <dt>Artist application</dt>
            <dd>{APPLICATIONS[person.artistApplication] ?? person.artistApplication}</dd>
          </div>
          <div>
            <dt>Joined</dt>
            <dd>{minuteOf(person.createdAt)}</dd>
          </div>
          <div>
            <dt>Last sign-in</dt>
            <dd>{minuteOf(person.lastSignInAt) || 'Never'}</dd>
          </div>
        </dl>
      </section>
      <section className="cpanel-tool__section" aria-labelledby="person-actions-heading">
        <h2 id="person-actions-heading">What you can do</h2>
        <ul className="people-tools__person-actions">
          <li>
            <a href={`${admin}/collections/users/${person.id}`}>Edit {name}’s account</a> (name, email, roles,
            suspension)
          </li>
          {isAdmin ? (
            <>
              <li>
                <a href={`/dashboard/${person.id}`}>Open {name}’s dashboard</a>
              </li>
              <li>
                <a href={`${admin}/masquerade/${person.id}`}>View the site as {name}</a>
              </li>
              <li>
                <a href={`${admin}/usermerger?keep=${person.id}`}>Merge another account into this one</a>
              </li>
              <li>
                <a href={`${admin}/adminsetter?id=${person.id}`}>Change {name}’s staff roles</a>
              </li>
            </>
          ) : null}
        </ul>
      </section>
    </div>
  )
}
