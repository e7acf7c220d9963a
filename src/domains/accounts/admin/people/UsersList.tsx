import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '../../roles'
import { DEFAULT_FILTER, findPeople, parsePeopleFilter, type QueryValues } from '../../services/people'
import { staffViewer } from './access'
import { PeopleToolFrame } from './PeopleToolFrame'
import { Pager, PeopleTable } from './PeopleTable'
import { Problems } from './Problems'

/** `/cpanel/userslist`: everyone with an account, newest first. */
export async function UsersList(props: AdminViewServerProps) {
  const viewer = staffViewer(props, 'userslist')
  const { payload } = props.initPageResult.req
  const adminRoute = payload.config.routes.admin
  // Only the page number is read: this list has no other filter.
  const parsed = parsePeopleFilter({ page: (props.searchParams as QueryValues | undefined)?.page })
  return (
    <PeopleToolFrame props={props} tool="userslist">
      {parsed.ok ? (
        <List
          payload={payload}
          page={parsed.value.page}
          adminRoute={adminRoute}
          showDashboard={hasRole(viewer, 'admin')}
        />
      ) : (
        <Problems problems={parsed.problems} reset={`${adminRoute}/userslist`} />
      )}
    </PeopleToolFrame>
  )
}

async function List({
  payload,
  page,
  adminRoute,
  showDashboard,
}: {
  payload: AdminViewServerProps['payload']
  page: number
  adminRoute: string
  showDashboard: boolean
}) {
  const result = await findPeople(payload, { ...DEFAULT_FILTER, page })
  const href = (to: number) => `${adminRoute}/userslist${to > 1 ? `?page=${to}` : ''}`
  if (result.total === 0) return <p className="people-tools__empty">Nobody has an account yet.</p>
  if (result.rows.length === 0) {
    return (
      <p className="people-tools__empty">
        There is no page {page}: the list has {result.pages} pages. <Link href={href(1)}>Go to the first page</Link>.
      </p>
    )
  }
  return (
    <>
      <p className="people-tools__count">
        {result.total} {result.total === 1 ? 'person' : 'people'}, newest first.
      </p>
      <PeopleTable
        rows={result.rows}
        adminRoute={adminRoute}
        caption={`Everyone with an account, page ${result.page} of ${result.pages}`}
        showDashboard={showDashboard}
      />
      <Pager page={result.page} pages={result.pages} href={href} />
    </>
  )
}
