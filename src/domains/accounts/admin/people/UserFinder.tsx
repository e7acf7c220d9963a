import type { AdminViewServerProps } from 'payload'

import { hasRole } from '../../roles'
import { parseSearch, SEARCH_LIMIT, searchPeople, type QueryValues } from '../../services/people'
import { staffViewer } from './access'
import { PeopleToolFrame } from './PeopleToolFrame'
import { PeopleTable } from './PeopleTable'
import { Problems } from './Problems'

/** `/cpanel/userfinder`: one box searching name, email, roles and id, forgiving typos. */
export async function UserFinder(props: AdminViewServerProps) {
  const viewer = staffViewer(props, 'userfinder')
  const { payload } = props.initPageResult.req
  const adminRoute = payload.config.routes.admin
  const path = `${adminRoute}/userfinder`
  const values = (props.searchParams ?? {}) as QueryValues
  const parsed = parseSearch(values)
  const typed = typeof values.q === 'string' ? values.q : ''
  const hits = parsed.ok && parsed.value ? await searchPeople(payload, parsed.value) : null
  return (
    <PeopleToolFrame props={props} tool="userfinder">
      <form method="get" action={path} role="search" className="people-tools__search">
        <div className="people-tools__field people-tools__field--wide">
          <label htmlFor="people-q">Search people</label>
          <input
            id="people-q"
            name="q"
            type="search"
            defaultValue={typed}
            maxLength={200}
            aria-describedby="people-q-hint"
          />
          <p id="people-q-hint" className="people-tools__hint">
            A name, an email address, a role (such as “art lover”) or an id. Spelling mistakes are forgiven.
          </p>
        </div>
        <div className="people-tools__actions">
          <button type="submit" className="btn btn--style-primary btn--size-medium">
            Search
          </button>
        </div>
      </form>
      {!parsed.ok ? <Problems problems={parsed.problems} reset={path} /> : null}
      {hits && parsed.ok ? (
        <section aria-labelledby="people-results" className="people-tools__results">
          <h2 id="people-results">
            {hits.length === 0
              ? `Nobody matches “${parsed.value}”`
              : hits.length >= SEARCH_LIMIT
                ? `The ${SEARCH_LIMIT} best matches for “${parsed.value}”`
                : `${hits.length} ${hits.length === 1 ? 'match' : 'matches'} for “${parsed.value}”`}
          </h2>
          {hits.length === 0 ? (
            <p className="people-tools__empty">Try fewer letters, part of the email address, or the person’s id.</p>
          ) : (
            <PeopleTable
              rows={hits}
              adminRoute={adminRoute}
              caption="Best match first; the last column shows the field that matched and how closely"
              showDashboard={hasRole(viewer, 'admin')}
            />
          )}
        </section>
      ) : null}
    </PeopleToolFrame>
  )
}
