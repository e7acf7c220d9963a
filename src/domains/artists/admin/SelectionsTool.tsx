import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { formatDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import {
  PagedEmptyState,
  ListPages,
  NoSuchItem,
  pageCount,
  parseListOrder,
  ToolTable,
  toolView,
  type ToolContext,
} from '@/platform/cpanel'
import { FilterProblem } from '@/platform/cpanel/Filters'
import type { Selection } from '@/payload-types'

import {
  findSelectable,
  SELECTION_SORTS,
  selectionForStaff,
  SELECTIONS_PER_PAGE,
  selectionsPage,
  type SelectionSort,
} from '../services/selections'
import {
  addToSelectionAction,
  createSelectionAction,
  deleteSelectionAction,
  describeSelectionAction,
  moveInSelectionAction,
  removeFromSelectionAction,
} from './actions'
import { ToolForm } from '@/platform/cpanel/ToolForm'
import { SELECTIONS_TOOL as tool } from './tools'

const KIND_LABEL = { 'artist-profiles': 'Artist', artworks: 'Artwork' } as const

/**
 * `/cpanel/selections` (decision 087): the selections sorted and paged in the
 * address, and a form to make one; a selection's page (`?selection=`) with its
 * items, and its deletion confirmed in words. Staff only.
 */
export async function SelectionsTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, selections, { wide: true, notices: ['deleted', 'created'] })
}

async function selections({ payload, base, params, notices }: ToolContext) {
  const { TIMEZONE } = config()
  const asked = params.get('selection')
  if (asked !== null) {
    const id = /^\d{1,10}$/.test(asked) ? Number(asked) : 0
    const selection = id ? await selectionForStaff(payload, id) : null
    if (!selection) {
      return (
        <NoSuchItem back={base} backLabel="Back to the selections">
          There is no such selection: it may have been deleted.
        </NoSuchItem>
      )
    }
    const query = (params.get('q') ?? '').trim().slice(0, 100)
    return (
      <SelectionDetail
        selection={selection}
        base={base}
        query={query}
        created={notices.has('created')}
        confirmDelete={params.has('delete')}
        candidates={query ? await findSelectable(payload, query) : []}
      />
    )
  }
  const { order, problems } = parseListOrder<SelectionSort>(params, SELECTION_SORTS, {
    sort: 'title',
    direction: 'asc',
  })
  const found = await selectionsPage(payload, order)
  const pages = pageCount(found.count, SELECTIONS_PER_PAGE)
  return (
    <>
      {notices.has('deleted') ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          The selection was deleted.
        </div>
      ) : null}
      {problems.length ? <FilterProblem problems={problems} what="selection" /> : null}
      <section className="cpanel-tool__section" aria-labelledby="selections-heading">
        <h2 id="selections-heading">
          {found.count === 1 ? 'One selection' : `${found.count} selections`}
          {pages > 1 ? ` (page ${order.page} of ${pages})` : ''}
        </h2>
        <p>Pages show a selection by its slug. Open one to change its items or delete it.</p>
        {found.rows.length === 0 ? (
          <PagedEmptyState title="No selection" count={found.count} firstPage={base}>
            {'Make one below, then add artists or artworks to it.'}
          </PagedEmptyState>
        ) : (
          <ToolTable
            caption="Selections"
            sorting={{ base, params, order }}
            columns={[
              { label: 'Title', sort: 'title' },
              { label: 'Slug', sort: 'slug' },
              'Items',
              { label: 'Changed', sort: 'changed' },
            ]}
          >
            {found.rows.map((selection) => (
              <tr key={selection.id}>
                <td>
                  <a href={`${base}?selection=${selection.id}`}>{selection.title}</a>
                </td>
                <td>{selection.slug}</td>
                <td className="cpanel-tool__number">{selection.items?.length ?? 0}</td>
                <td>{formatDate(selection.updatedAt, TIMEZONE, 'medium')}</td>
              </tr>
            ))}
          </ToolTable>
        )}
        <ListPages what="selections" page={order.page} pages={pages} base={base} params={params} />
      </section>
      <section className="cpanel-tool__section" aria-labelledby="new-selection">
        <h2 id="new-selection">New selection</h2>
        <ToolForm
          id="new-selection"
          action={createSelectionAction}
          submit="Create selection"
          fields={[
            { name: 'title', label: 'Title', type: 'text', maxLength: 120 },
            {
              name: 'slug',
              label: 'Slug',
              type: 'text',
              maxLength: 100,
              hint: 'How pages refer to it: lower-case words joined by dashes, like exhibition-picks. /artists shows featured-on-home.',
            },
          ]}
        />
      </section>
    </>
  )
}

function itemLabel(row: NonNullable<Selection['items']>[number]): { label: string; status: string } {
  const value = row.item.value
  if (typeof value !== 'object' || value === null) return { label: `#${value} (removed)`, status: 'gone' }
  if ('displayName' in value) return { label: value.displayName, status: value.status }
  return { label: value.title, status: value.status }
}

function SelectionDetail({
  selection,
  base,
  query,
  created,
  confirmDelete,
  candidates,
}: {
  selection: Selection
  base: string
  query: string
  created: boolean
  confirmDelete: boolean
  candidates: Awaited<ReturnType<typeof findSelectable>>
}) {
  const items = selection.items ?? []
  const inList = new Set(
    items.map(
      (row) => `${row.item.relationTo}:${typeof row.item.value === 'object' ? row.item.value?.id : row.item.value}`,
    ),
  )
  const hidden = { selection: selection.id }
  const page = `${base}?selection=${selection.id}`
  return (
    <>
      <p>
        <a href={base}>All selections</a>
      </p>
      {created ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          The selection was created. Add artists and artworks below.
        </div>
      ) : null}
      <section className="cpanel-tool__section" aria-labelledby="selection-heading">
        <h2 id="selection-heading">
          {selection.title} <span className="cpanel-tool__hint">({selection.slug})</span>
        </h2>
        <ToolForm
          id="describe"
          action={describeSelectionAction}
          hidden={hidden}
          submit="Save title and description"
          fields={[
            { name: 'title', label: 'Title', type: 'text', defaultValue: selection.title, maxLength: 120 },
            {
              name: 'description',
              label: 'Description',
              type: 'textarea',
              defaultValue: selection.description ?? '',
              maxLength: 1000,
            },
          ]}
        />
      </section>
      <section className="cpanel-tool__section" aria-labelledby="items-heading">
        <h2 id="items-heading">Items, in the order shown</h2>
        <p className="cpanel-tool__hint">
          Only published artists and artworks appear on the site; the others wait here.
        </p>
        {items.length === 0 ? (
          <p>Nothing yet: find artists and artworks below.</p>
        ) : (
          <ol className="selection-items" aria-label={`Items of ${selection.title}`}>
            {items.map((row, index) => {
              const { label, status } = itemLabel(row)
              const rowHidden = { ...hidden, row: row.id ?? '', label }
              return (
                <li key={row.id} className="selection-items__row" data-label={label}>
                  <span className="selection-items__label">
                    {KIND_LABEL[row.item.relationTo]}: <strong>{label}</strong> <span>({status})</span>
                  </span>
                  <span className="cpanel-tool__row-actions">
                    {index > 0 ? (
                      <ToolForm
                        id={`up-${row.id}`}
                        action={moveInSelectionAction}
                        hidden={{ ...rowHidden, direction: 'up' }}
                        submit="Move up"
                        srSubmit={label}
                        style="secondary"
                        className="selection-items__form"
                      />
                    ) : null}
                    {index < items.length - 1 ? (
                      <ToolForm
                        id={`down-${row.id}`}
                        action={moveInSelectionAction}
                        hidden={{ ...rowHidden, direction: 'down' }}
                        submit="Move down"
                        srSubmit={label}
                        style="secondary"
                        className="selection-items__form"
                      />
                    ) : null}
                    <ToolForm
                      id={`remove-${row.id}`}
                      action={removeFromSelectionAction}
                      hidden={rowHidden}
                      submit="Remove"
                      srSubmit={label}
                      style="secondary"
                      className="selection-items__form"
                    />
                  </span>
                </li>
              )
            })}
          </ol>
        )}
      </section>
      <section className="cpanel-tool__section" aria-labelledby="add-heading">
        <h2 id="add-heading">Add artists and artworks</h2>
        <form method="get" action={base} role="search" className="cpanel-tool__form">
          <input type="hidden" name="selection" value={selection.id} />
          <div className="cpanel-tool__field">
            <label htmlFor="selection-q">Artist’s name or artwork’s title</label>
            <input id="selection-q" type="search" name="q" defaultValue={query} maxLength={100} />
          </div>
          <button type="submit" className="btn btn--style-secondary btn--size-medium">
            Find
          </button>
        </form>
        {query ? (
          candidates.length === 0 ? (
            <p>Nothing matches “{query}”.</p>
          ) : (
            <ul className="selection-items" aria-label="Found">
              {candidates.map((candidate) => {
                const key = `${candidate.relationTo}:${candidate.id}`
                return (
                  <li key={key} className="selection-items__row">
                    <span className="selection-items__label">
                      {KIND_LABEL[candidate.relationTo]}: <strong>{candidate.label}</strong> ({candidate.status})
                    </span>
                    {/* Kept after the add, so its answer stays on screen and is announced. */}
                    <span className="cpanel-tool__row-actions">
                      {inList.has(key) ? <span>In the selection</span> : null}
                      <ToolForm
                        id={`add-${key}`}
                        action={addToSelectionAction}
                        hidden={{ ...hidden, kind: candidate.relationTo, item: candidate.id, label: candidate.label }}
                        submit="Add"
                        srSubmit={candidate.label}
                        style="secondary"
                        className="selection-items__form"
                      />
                    </span>
                  </li>
                )
              })}
            </ul>
          )
        ) : null}
      </section>
      <section className="cpanel-tool__section" aria-labelledby="delete-heading">
        <h2 id="delete-heading">Delete this selection</h2>
        {confirmDelete ? (
          <div className="cpanel-tool__confirm">
            <p>
              <strong>
                This will delete “{selection.title}” ({selection.slug}) for good, with its{' '}
                {items.length === 1 ? 'one item' : `${items.length} items`}: pages that show it show nothing in its
                place.
              </strong>{' '}
              The artists and artworks stay as they are.
            </p>
            <div className="cpanel-tool__confirm-actions">
              <ToolForm
                id="delete"
                action={deleteSelectionAction}
                hidden={hidden}
                submit="Confirm: delete the selection"
              />
              <a href={page}>Back, change nothing</a>
            </div>
          </div>
        ) : (
          <p>
            <a href={`${page}&delete=1#delete-heading`}>Delete the selection…</a>
          </p>
        )}
      </section>
    </>
  )
}
