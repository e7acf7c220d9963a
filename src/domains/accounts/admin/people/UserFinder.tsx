import type { AdminViewServerProps } from 'payload'

import { EmptyState, toolView, type ToolContext } from '@/platform/cpanel'

import { parseSearch, queryValues, SEARCH_LIMIT, searchPeople } from '../../services/people'
import { mayUseControlPanelTool, toolNamed } from '../tools'
import { PeopleTable } from './PeopleTable'
import { PersonPage } from './PersonPage'
import { Problems } from './Problems'

/** `/cpanel/userfinder`: one box searching name, email, roles and id, forgiving typos; a person's page at `?id=`. */
export function UserFinder(view: AdminViewServerProps) {
  return toolView(view, toolNamed('userfinder'), mayUseControlPanelTool, userFinder, { wide: true })
}

async function userFinder({ payload, user, base, params }: ToolContext) {
  const id = params.get('id')
  if (id !== null) return <PersonPage payload={payload} viewer={user} base={base} id={id} />
  const values = queryValues(params)
  const parsed = parseSearch(values)
  const typed = typeof values.q === 'string' ? values.q : ''
  const hits = parsed.ok && parsed.value ? await searchPeople(payload, parsed.value) : null
  return (
    <div className="people-tools">
      <form method="get" action={base} role="search" className="people-tools__search">
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
      {!parsed.ok ? <Problems problems={parsed.problems} reset={base} /> : null}
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
            <EmptyState title="No close match.">
              Try fewer letters, part of the email address, or the person’s id.
            </EmptyState>
          ) : (
            <PeopleTable
              rows={hits}
              base={base}
              caption="Best match first; the last column shows the field that matched and how closely"
            />
          )}
        </section>
      ) : null}
    </div>
  )
}
