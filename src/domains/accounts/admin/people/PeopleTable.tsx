import { isoInZone } from '@/platform/calendar'
import { config } from '@/platform/config'
import { ToolTable, type ListOrder, type ToolColumn } from '@/platform/cpanel'

import { ROLE_LABELS } from '../../roles'
import type { PersonRow, SearchHit } from '../../services/people'

const FIELD_NAMES: Record<SearchHit['field'], string> = { name: 'Name', email: 'Email', roles: 'Role', id: 'ID' }

/** `2026-11-21 06:03`, on the organisation's clocks (decision 072): the same text for every member of staff, wherever they are. */
export function minuteOf(iso: string | null): string {
  return iso ? isoInZone(iso, config().TIMEZONE).slice(0, 16).replace('T', ' ') : ''
}

export const roleLabel = (role: string) => (ROLE_LABELS as Record<string, string>)[role] ?? role

export const rolesOf = (row: Pick<PersonRow, 'roles'>) =>
  row.roles.length ? row.roles.map(roleLabel).join(', ') : 'Member'

export const statusOf = (row: Pick<PersonRow, 'mergedInto' | 'status'>) =>
  row.mergedInto ? `Merged into #${row.mergedInto}` : row.status === 'suspended' ? 'Suspended' : 'Active'

function Match({ hit }: { hit: SearchHit }) {
  return (
    <>
      {FIELD_NAMES[hit.field]}: {hit.field === 'roles' ? roleLabel(hit.value) : hit.value}{' '}
      <span className="people-tools__muted">({Math.round(hit.score * 100)}%)</span>
    </>
  )
}

/**
 * People as the control panel's table (decision 087): the name opens the
 * person's page in the same tool (`?id=`), where what can be done to them is.
 * With `sorting`, the name, email, joined and last sign-in headings sort the list.
 */
export function PeopleTable({
  rows,
  base,
  caption,
  sorting,
}: {
  rows: readonly (PersonRow | SearchHit)[]
  base: string
  caption: string
  sorting?: { base: string; params: URLSearchParams; order: Pick<ListOrder<string>, 'sort' | 'direction'> }
}) {
  const showMatch = rows.some((row) => 'field' in row)
  const columns: ToolColumn[] = [
    { label: 'Name', sort: 'name' },
    { label: 'Email', sort: 'email' },
    'Roles',
    'Status',
    'Email verified',
    { label: 'Joined', sort: 'created' },
    { label: 'Last sign-in', sort: 'lastSignIn' },
    ...(showMatch ? ['Best match'] : []),
  ]
  return (
    <ToolTable columns={columns} caption={caption} sorting={sorting}>
      {rows.map((row) => (
        <tr key={row.id}>
          <td>
            <a href={`${base}?id=${row.id}`}>{row.name || '(no name)'}</a>
            <span className="people-tools__muted"> #{row.id}</span>
          </td>
          <td>{row.email}</td>
          <td>{rolesOf(row)}</td>
          <td>{statusOf(row)}</td>
          <td>{row.emailVerified ? 'Yes' : 'No'}</td>
          <td>{minuteOf(row.createdAt)}</td>
          <td>{minuteOf(row.lastSignInAt) || 'Never'}</td>
          {showMatch ? <td>{'field' in row ? <Match hit={row} /> : null}</td> : null}
        </tr>
      ))}
    </ToolTable>
  )
}
