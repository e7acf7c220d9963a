import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { ACCOUNT_STATUSES } from '../../collections/Users'
import { hasRole } from '../../roles'
import {
  findPeople,
  parsePeopleFilter,
  peopleQuery,
  ROLE_FILTER_LABELS,
  ROLE_FILTERS,
  SORT_KEYS,
  SORT_LABELS,
  type PeopleFilter,
  type PeopleScope,
  type QueryValues,
} from '../../services/people'
import { staffViewer } from './access'
import { PeopleToolFrame } from './PeopleToolFrame'
import { Pager, PeopleTable } from './PeopleTable'
import { Problems } from './Problems'

const SCOPE_NOTES: Record<PeopleScope, string | null> = {
  everyone: null,
  members: 'Artists, and members who hold no role. Membership details come with the membership tools.',
  artlovers: 'People with the art lover role. Membership details come with the membership tools.',
}

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path)

/**
 * `usersdatabase`, `membersdatabase` and `artloversdatabase`: one filterable,
 * sortable table with a CSV export of everything the filter matches. The filter
 * is a GET form, so the address of a view can be shared.
 */
async function PeopleDatabase({
  props,
  tool,
  scope,
}: {
  props: AdminViewServerProps
  tool: string
  scope: PeopleScope
}) {
  const viewer = staffViewer(props, tool)
  const { payload } = props.initPageResult.req
  const adminRoute = payload.config.routes.admin
  const path = `${adminRoute}/${tool}`
  const parsed = parsePeopleFilter((props.searchParams ?? {}) as QueryValues, scope)
  const note = SCOPE_NOTES[scope]
  return (
    <PeopleToolFrame props={props} tool={tool}>
      {note ? <p className="people-tools__note">{note}</p> : null}
      {parsed.ok ? (
        <>
          <FilterForm filter={parsed.value} path={path} scope={scope} />
          <Results
            payload={payload}
            filter={parsed.value}
            path={path}
            scope={scope}
            adminRoute={adminRoute}
            showDashboard={hasRole(viewer, 'admin')}
          />
        </>
      ) : (
        <Problems problems={parsed.problems} reset={path} />
      )}
    </PeopleToolFrame>
  )
}

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string
  label: string
  value: string
  options: readonly (readonly [string, string])[]
}) {
  return (
    <div className="people-tools__field">
      <label htmlFor={`people-${name}`}>{label}</label>
      <select id={`people-${name}`} name={name} defaultValue={value}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  )
}

function DateField({ name, label, value }: { name: keyof PeopleFilter; label: string; value?: string }) {
  return (
    <div className="people-tools__field">
      <label htmlFor={`people-${name}`}>{label}</label>
      <input id={`people-${name}`} name={name} type="date" defaultValue={value ?? ''} />
    </div>
  )
}

function FilterForm({ filter, path, scope }: { filter: PeopleFilter; path: string; scope: PeopleScope }) {
  return (
    <form method="get" action={path} className="people-tools__filters" aria-label="Filter people">
      <div className="people-tools__fields">
        {scope === 'everyone' ? (
          <Select
            name="role"
            label="Role"
            value={filter.roles[0] ?? ''}
            options={[['', 'Any role'], ...ROLE_FILTERS.map((role) => [role, ROLE_FILTER_LABELS[role]] as const)]}
          />
        ) : null}
        <Select
          name="status"
          label="Status"
          value={filter.status ?? ''}
          options={[
            ['', 'Any status'],
            ...ACCOUNT_STATUSES.map((status) => [status, status === 'active' ? 'Active' : 'Suspended'] as const),
          ]}
        />
        <Select
          name="verified"
          label="Email verified"
          value={filter.verified === undefined ? '' : filter.verified ? 'yes' : 'no'}
          options={[
            ['', 'Either'],
            ['yes', 'Verified'],
            ['no', 'Not verified'],
          ]}
        />
        <DateField name="createdFrom" label="Joined from" value={filter.createdFrom} />
        <DateField name="createdTo" label="Joined until" value={filter.createdTo} />
        <DateField name="signedInFrom" label="Last sign-in from" value={filter.signedInFrom} />
        <DateField name="signedInTo" label="Last sign-in until" value={filter.signedInTo} />
        <Select
          name="sort"
          label="Sort by"
          value={filter.sort}
          options={SORT_KEYS.map((key) => [key, SORT_LABELS[key]] as const)}
        />
        <Select
          name="dir"
          label="Order"
          value={filter.dir}
          options={[
            ['asc', 'A–Z, oldest first'],
            ['desc', 'Z–A, newest first'],
          ]}
        />
      </div>
      <div className="people-tools__actions">
        <button type="submit" className="btn btn--style-primary btn--size-medium">
          Apply filters
        </button>
        <Link href={path} className="btn btn--style-secondary btn--size-medium">
          Clear filters
        </Link>
      </div>
    </form>
  )
}

async function Results({
  payload,
  filter,
  path,
  scope,
  adminRoute,
  showDashboard,
}: {
  payload: AdminViewServerProps['payload']
  filter: PeopleFilter
  path: string
  scope: PeopleScope
  adminRoute: string
  showDashboard: boolean
}) {
  const result = await findPeople(payload, filter)
  // The page's own address carries the roles of a scoped view implicitly; the export names the scope instead.
  const pageQuery = (changes: Partial<PeopleFilter>) =>
    peopleQuery({ ...filter, ...(scope === 'everyone' ? {} : { roles: [] }), ...changes })
  const exportHref = withQuery('/api/people/export', peopleQuery(filter, { scope, page: 1 }))
  const sortHref = (sort: PeopleFilter['sort']) =>
    withQuery(
      path,
      pageQuery({ sort, dir: filter.sort === sort ? (filter.dir === 'asc' ? 'desc' : 'asc') : 'asc', page: 1 }),
    )
  const people = `${result.total} ${result.total === 1 ? 'person matches' : 'people match'}`
  return (
    <section aria-labelledby="people-results" className="people-tools__results">
      <div className="people-tools__results-head">
        <h2 id="people-results">{people}</h2>
        {result.total > 0 ? (
          <a href={exportHref} download className="btn btn--style-secondary btn--size-medium">
            Export CSV ({result.total})
          </a>
        ) : null}
      </div>
      {result.total === 0 ? (
        <p className="people-tools__empty">
          Nobody matches these filters. <Link href={path}>Clear the filters</Link> to see everyone.
        </p>
      ) : result.rows.length === 0 ? (
        <p className="people-tools__empty">
          There is no page {filter.page}: these filters give {result.pages} pages.{' '}
          <Link href={withQuery(path, pageQuery({ page: 1 }))}>Go to the first page</Link>.
        </p>
      ) : (
        <>
          <PeopleTable
            rows={result.rows}
            adminRoute={adminRoute}
            caption={`Page ${result.page} of ${result.pages}, sorted by ${SORT_LABELS[filter.sort].toLowerCase()}, ${filter.dir === 'asc' ? 'ascending' : 'descending'}`}
            showDashboard={showDashboard}
            sorting={{ sort: filter.sort, dir: filter.dir, href: sortHref }}
          />
          <Pager page={result.page} pages={result.pages} href={(page) => withQuery(path, pageQuery({ page }))} />
        </>
      )}
    </section>
  )
}

export function UsersDatabase(props: AdminViewServerProps) {
  return <PeopleDatabase props={props} tool="usersdatabase" scope="everyone" />
}

export function MembersDatabase(props: AdminViewServerProps) {
  return <PeopleDatabase props={props} tool="membersdatabase" scope="members" />
}

export function ArtLoversDatabase(props: AdminViewServerProps) {
  return <PeopleDatabase props={props} tool="artloversdatabase" scope="artlovers" />
}
