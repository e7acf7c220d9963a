import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { ToolFrame, ToolTable } from '@/platform/cpanel'
import type { Selection } from '@/payload-types'

import { findSelectable, listSelections, selectionForStaff } from '../services/selections'
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

const param = (params: Record<string, unknown>, name: string) =>
  typeof params[name] === 'string' ? (params[name] as string) : ''

/** `/cpanel/selections`: the list of selections, or one of them (`?selection=`) with its items (staff). */
export async function SelectionsTool(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(tool, req.user))
    return (
      <ToolFrame tool={tool} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  const params = (view.searchParams ?? {}) as Record<string, unknown>
  const base = `${req.payload.config.routes.admin}/${tool.name}`
  const id = Number(param(params, 'selection'))
  const selection = Number.isSafeInteger(id) && id > 0 ? await selectionForStaff(req.payload, id) : null
  return (
    <ToolFrame tool={tool} allowed view={view}>
      {param(params, 'deleted') ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          The selection was deleted.
        </div>
      ) : null}
      {selection ? (
        <SelectionDetail
          selection={selection}
          base={base}
          query={param(params, 'q').trim().slice(0, 100)}
          created={Boolean(param(params, 'created'))}
          candidates={await findSelectable(req.payload, param(params, 'q').slice(0, 100))}
        />
      ) : (
        <>
          {param(params, 'selection') ? (
            <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
              There is no such selection: it may have been deleted.
            </div>
          ) : null}
          <SelectionList selections={await listSelections(req.payload)} base={base} />
        </>
      )}
    </ToolFrame>
  )
}

function SelectionList({ selections, base }: { selections: Selection[]; base: string }) {
  return (
    <>
      <section className="cpanel-tool__section" aria-labelledby="selections-heading">
        <h2 id="selections-heading">Selections</h2>
        {selections.length === 0 ? (
          <p>No selections yet. Make one below, then add artists or artworks to it; pages show a selection by its slug.</p>
        ) : (
          <ToolTable caption="Selections" columns={['Title', 'Slug', 'Items']}>
            {selections.map((selection) => (
              <tr key={selection.id}>
                <td>
                  <a href={`${base}?selection=${selection.id}`}>{selection.title}</a>
                </td>
                <td>{selection.slug}</td>
                <td>{selection.items?.length ?? 0}</td>
              </tr>
            ))}
          </ToolTable>
        )}
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
  candidates,
}: {
  selection: Selection
  base: string
  query: string
  created: boolean
  candidates: Awaited<ReturnType<typeof findSelectable>>
}) {
  const items = selection.items ?? []
  const inList = new Set(
    items.map(
      (row) => `${row.item.relationTo}:${typeof row.item.value === 'object' ? row.item.value?.id : row.item.value}`,
    ),
  )
  const hidden = { selection: selection.id }
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
        <p>Pages that show it show nothing in its place. The artists and artworks stay as they are.</p>
        <ToolForm
          id="delete"
          action={deleteSelectionAction}
          hidden={hidden}
          submit="Delete selection"
          srSubmit={selection.title}
          style="secondary"
        />
      </section>
    </>
  )
}
