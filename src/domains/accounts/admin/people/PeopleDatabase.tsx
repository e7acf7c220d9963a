import type { AdminViewServerProps } from 'payload'

import { EmptyState, pageHref, toolView, type ToolContext } from '@/platform/cpanel'
import { FilterActions, FilterField, FilterPages, FilterProblem, FilterSelect } from '@/platform/cpanel/Filters'

import { ACCOUNT_STATUSES } from '../../collections/Users'
import {
  DEFAULT_FILTER,
  findPeople,
  parsePeopleFilter,
  PEOPLE_SCOPES,
  peopleQuery,
  queryValues,
  ROLE_FILTER_LABELS,
  ROLE_FILTERS,
  SORT_LABELS,
  type PeopleFilter,
  type PeopleScope,
} from '../../services/people'
import { mayUseControlPanelTool, toolNamed } from '../tools'
import { PeopleTable } from './PeopleTable'
import { PersonPage } from './PersonPage'

const SCOPE_NOTES: Record<PeopleScope, string | null> = {
  everyone: null,
  members: 'Artists, and members who hold no role. Membership details come with the membership tools.',
  artlovers: 'People with the art lover role. Membership details come with the membership tools.',
}

/**
 * `usersdatabase`, `membersdatabase` and `artloversdatabase` (decision 087):
 * one table, filtered (a GET form), sorted by its headings and paged, all in
 * the address so a view can be shared; a CSV export of everything the filter
 * matches; a person's page at `?id=`.
 */
function peopleDatabase(view: AdminViewServerProps, tool: string, scope: PeopleScope) {
  return toolView(view, toolNamed(tool), mayUseControlPanelTool, (context) => database(context, scope), {
    wide: true,
  })
}

async function database({ payload, user, base, params }: ToolContext, scope: PeopleScope) {
  const id = params.get('id')
  if (id !== null) return <PersonPage payload={payload} viewer={user} base={base} id={id} />
  const parsed = parsePeopleFilter(queryValues(params), scope)
  const filter: PeopleFilter = parsed.ok
    ? parsed.value
    : { ...DEFAULT_FILTER, roles: [...(PEOPLE_SCOPES[scope] ?? [])] }
  const note = SCOPE_NOTES[scope]
  return (
    <div className="people-tools">
      {note ? <p className="people-tools__note">{note}</p> : null}
      {parsed.ok ? null : <FilterProblem problems={parsed.problems} what="person" />}
      <FilterForm filter={filter} base={base} scope={scope} sort={params.get('sort')} />
      <Results
        payload={payload}
        filter={filter}
        base={base}
        params={parsed.ok ? params : new URLSearchParams()}
        scope={scope}
      />
    </div>
  )
}

const STATUS_LABELS = { active: 'Active', suspended: 'Suspended' }
const VERIFIED_LABELS = { yes: 'Verified', no: 'Not verified' }

function FilterForm({
  filter,
  base,
  scope,
  sort,
}: {
  filter: PeopleFilter
  base: string
  scope: PeopleScope
  sort: string | null
}) {
  return (
    <section className="cpanel-tool__section" aria-labelledby="people-filter-heading">
      <h2 id="people-filter-heading">Find people</h2>
      <form method="get" action={base} className="cpanel-tool__filters">
        {sort ? <input type="hidden" name="sort" value={sort} /> : null}
        {scope === 'everyone' ? (
          <FilterSelect
            label="Role"
            name="role"
            value={filter.roles[0]}
            options={ROLE_FILTERS}
            labels={ROLE_FILTER_LABELS}
          />
        ) : null}
        <FilterSelect
          label="Status"
          name="status"
          value={filter.status}
          options={ACCOUNT_STATUSES}
          labels={STATUS_LABELS}
        />
        <FilterSelect
          label="Email verified"
          name="verified"
          value={filter.verified === undefined ? '' : filter.verified ? 'yes' : 'no'}
          options={['yes', 'no']}
          labels={VERIFIED_LABELS}
        />
        <FilterField label="Joined from" name="createdFrom" type="date" value={filter.createdFrom} />
        <FilterField label="Joined until" name="createdTo" type="date" value={filter.createdTo} />
        <FilterField label="Last sign-in from" name="signedInFrom" type="date" value={filter.signedInFrom} />
        <FilterField label="Last sign-in until" name="signedInTo" type="date" value={filter.signedInTo} />
        <FilterActions base={base} />
      </form>
    </section>
  )
}

async function Results({
  payload,
  filter,
  base,
  params,
  scope,
}: {
  payload: ToolContext['payload']
  filter: PeopleFilter
  base: string
  params: URLSearchParams
  scope: PeopleScope
}) {
  const result = await findPeople(payload, filter)
  const exportQuery = peopleQuery(filter, { scope, page: 1 })
  const exportHref = exportQuery ? `/api/people/export?${exportQuery}` : '/api/people/export'
  const filtered = [...params.keys()].some((key) => key !== 'sort' && key !== 'page')
  return (
    <section aria-labelledby="people-results" className="cpanel-tool__section">
      <div className="people-tools__results-head">
        <h2 id="people-results">
          {result.total} {result.total === 1 ? 'person matches' : 'people match'}
          {result.pages > 1 ? `, page ${result.page} of ${result.pages}` : ''}
        </h2>
        {result.total > 0 ? (
          <a href={exportHref} download className="btn btn--style-secondary btn--size-small">
            Export CSV ({result.total})
          </a>
        ) : null}
      </div>
      {result.total === 0 ? (
        <EmptyState title="Nobody matches.">
          {filtered ? (
            <>
              Try another role, status or dates, or <a href={base}>clear the filters</a> to see everyone.
            </>
          ) : (
            'People appear here once they have an account.'
          )}
        </EmptyState>
      ) : result.rows.length === 0 ? (
        <EmptyState title={`There is no page ${filter.page}.`}>
          These filters give {result.pages} pages. <a href={pageHref(base, params)(1)}>Go to the first page</a>.
        </EmptyState>
      ) : (
        <>
          <PeopleTable
            rows={result.rows}
            base={base}
            caption={`People, sorted by ${SORT_LABELS[filter.sort].toLowerCase()}, ${filter.dir === 'asc' ? 'ascending' : 'descending'}`}
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
    </section>
  )
}

export function UsersDatabase(view: AdminViewServerProps) {
  return peopleDatabase(view, 'usersdatabase', 'everyone')
}

export function MembersDatabase(view: AdminViewServerProps) {
  return peopleDatabase(view, 'membersdatabase', 'members')
}

export function ArtLoversDatabase(view: AdminViewServerProps) {
  return peopleDatabase(view, 'artloversdatabase', 'artlovers')
}
