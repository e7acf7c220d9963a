import Link from 'next/link'

import { isoInZone } from '@/platform/calendar'
import { config } from '@/platform/config'

import { ROLE_LABELS } from '../../roles'
import type { PersonRow, SearchHit, SortKey } from '../../services/people'

const FIELD_NAMES: Record<SearchHit['field'], string> = { name: 'Name', email: 'Email', roles: 'Role', id: 'ID' }

/** `2026-11-21 06:03`, on the organisation's clocks (decision 072): the same text for every member of staff, wherever they are. */
function minuteOf(iso: string | null): string {
  return iso ? isoInZone(iso, config().TIMEZONE).slice(0, 16).replace('T', ' ') : ''
}

const roleLabel = (role: string) => (ROLE_LABELS as Record<string, string>)[role] ?? role

function Match({ hit }: { hit: SearchHit }) {
  return (
    <>
      {FIELD_NAMES[hit.field]}: {hit.field === 'roles' ? roleLabel(hit.value) : hit.value}{' '}
      <span className="people-tools__muted">({Math.round(hit.score * 100)}%)</span>
    </>
  )
}

export type SortHeaders = { sort: SortKey; dir: 'asc' | 'desc'; href: (sort: SortKey) => string }

function Header({ label, sortKey, sorting }: { label: string; sortKey?: SortKey; sorting?: SortHeaders }) {
  if (!sorting || !sortKey) return <th scope="col">{label}</th>
  const active = sorting.sort === sortKey
  return (
    <th scope="col" aria-sort={active ? (sorting.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <Link href={sorting.href(sortKey)} className="people-tools__sort">
        {label}
        {active ? <span aria-hidden="true">{sorting.dir === 'asc' ? ' ▲' : ' ▼'}</span> : null}
      </Link>
    </th>
  )
}

/**
 * People as a table: the name opens the person in the control panel; for
 * administrators (the only ones who may open someone else's) a link to the
 * person's dashboard.
 */
export function PeopleTable({
  rows,
  adminRoute,
  caption,
  showDashboard,
  sorting,
}: {
  rows: readonly (PersonRow | SearchHit)[]
  adminRoute: string
  caption: string
  showDashboard: boolean
  sorting?: SortHeaders
}) {
  const showMatch = rows.some((row) => 'field' in row)
  return (
    // Focusable and named, so a keyboard can scroll the table sideways on a phone (WCAG 2.1.1).
    <div className="people-tools__table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="people-tools__table">
        <caption className="people-tools__caption">{caption}</caption>
        <thead>
          <tr>
            <Header label="Name" sortKey="name" sorting={sorting} />
            <Header label="Email" sortKey="email" sorting={sorting} />
            <Header label="Roles" />
            <Header label="Status" />
            <Header label="Email verified" />
            <Header label="Joined" sortKey="created" sorting={sorting} />
            <Header label="Last sign-in" sortKey="lastSignIn" sorting={sorting} />
            {showMatch ? <Header label="Best match" /> : null}
            {showDashboard ? <Header label="Dashboard" /> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <Link href={`${adminRoute}/collections/users/${row.id}`}>{row.name || '(no name)'}</Link>
                <span className="people-tools__muted"> #{row.id}</span>
              </td>
              <td>{row.email}</td>
              <td>{row.roles.length ? row.roles.map(roleLabel).join(', ') : 'Member'}</td>
              <td>
                {row.mergedInto
                  ? `Merged into #${row.mergedInto}`
                  : row.status === 'suspended'
                    ? 'Suspended'
                    : 'Active'}
              </td>
              <td>{row.emailVerified ? 'Yes' : 'No'}</td>
              <td>{minuteOf(row.createdAt)}</td>
              <td>{minuteOf(row.lastSignInAt) || 'Never'}</td>
              {showMatch ? <td>{'field' in row ? <Match hit={row} /> : null}</td> : null}
              {showDashboard ? (
                <td>
                  <Link href={`/dashboard/${row.id}`} aria-label={`Dashboard of ${row.name || row.email}`}>
                    Dashboard
                  </Link>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Previous and next pages of a list, keeping its filter. */
export function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null
  return (
    <nav aria-label="Pages" className="people-tools__pager">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev">
          ← Previous
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} rel="next">
          Next →
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  )
}
