import type { AdminViewServerProps } from 'payload'

import { EmptyState, pageHref, toolView, type ToolContext } from '@/platform/cpanel'
import { FilterPages, FilterProblem } from '@/platform/cpanel/Filters'

import { DEFAULT_FILTER, findPeople, parsePeopleFilter, queryValues } from '../../services/people'
import { mayUseControlPanelTool, toolNamed } from '../tools'
import { PeopleTable } from './PeopleTable'
import { PersonPage } from './PersonPage'

/** `/cpanel/userslist`: everyone with an account, newest first, sorted and paged in the address; a person's page at `?id=`. */
export function UsersList(view: AdminViewServerProps) {
  return toolView(view, toolNamed('userslist'), mayUseControlPanelTool, usersList, { wide: true })
}

async function usersList({ payload, user, base, params }: ToolContext) {
  const id = params.get('id')
  if (id !== null) return <PersonPage payload={payload} viewer={user} base={base} id={id} />
  // Only the order and the page are read: this list has no other filter.
  const { sort, dir, page } = queryValues(params)
  const parsed = parsePeopleFilter({ sort, dir, page })
  const filter = parsed.ok ? parsed.value : DEFAULT_FILTER
  const result = await findPeople(payload, filter)
  return (
    <div className="people-tools">
      {parsed.ok ? null : <FilterProblem problems={parsed.problems} what="person" />}
      {result.total === 0 ? (
        <EmptyState title="Nobody has an account yet.">
          Add people by hand in <a href={`${payload.config.routes.admin}/addmembers`}>Add people</a>, or wait for them
          to sign up.
        </EmptyState>
      ) : result.rows.length === 0 ? (
        <EmptyState title={`There is no page ${filter.page}.`}>
          The list has {result.pages} pages. <a href={pageHref(base, params)(1)}>Go to the first page</a>.
        </EmptyState>
      ) : (
        <>
          <p className="people-tools__count">
            {result.total} {result.total === 1 ? 'person' : 'people'}
            {result.pages > 1 ? `, page ${result.page} of ${result.pages}` : ''}.
          </p>
          <PeopleTable
            rows={result.rows}
            base={base}
            caption="Everyone with an account"
            sorting={{ base, params, order: { sort: filter.sort, direction: filter.dir } }}
          />
          <FilterPages
            label="Pages"
            page={result.page}
            pages={result.pages}
            href={pageHref(base, params)}
            before="← Previous"
            after="Next →"
          />
        </>
      )}
    </div>
  )
}
