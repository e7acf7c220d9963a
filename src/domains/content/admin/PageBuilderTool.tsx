import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { formatDateTime } from '@/platform/calendar'
import { config } from '@/platform/config'
import {
  EmptyState,
  ListPages,
  NoSuchItem,
  pageCount,
  parseListOrder,
  ToolTable,
  toolView,
  type ToolContext,
} from '@/platform/cpanel'
import { FilterProblem } from '@/platform/cpanel/Filters'

import {
  pageBuilderRows,
  PAGE_SORTS,
  pagesPage,
  PAGES_PER_PAGE,
  type PageRow,
  type PageSort,
} from '../services/page-list'
import { PAGE_BUILDER_TOOL as tool } from './tools'

const when = (iso: string) => formatDateTime(iso, config().TIMEZONE, 'medium')

function stateText(state: PageRow['state']): string {
  switch (state.state) {
    case 'draft':
      return 'Draft'
    case 'published':
      return 'Published'
    case 'changed':
      return 'Published, changed since'
    case 'scheduled':
      return `Scheduled to ${state.type} at ${when(state.at)}`
  }
}

/**
 * `/cpanel/pagebuilder` (decisions 056, 087): the pages built from blocks,
 * sorted and paged in the address, with their address and state; a page's
 * own page (`?id=`) links to Payload's edit view (the blocks, drafts,
 * versions, scheduling and the live preview), its draft's preview and its
 * history. Staff only.
 */
export async function PageBuilderTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, pages, { wide: true })
}

async function pages({ payload, base, params }: ToolContext) {
  const admin = payload.config.routes.admin
  const rows = await pageBuilderRows(payload)
  const asked = params.get('id')
  if (asked !== null) {
    const row = rows.find((candidate) => String(candidate.id) === asked)
    return row ? (
      <PageDetail row={row} base={base} admin={admin} />
    ) : (
      <NoSuchItem back={base} backLabel="Back to the pages">
        There is no such page: it may have been deleted.
      </NoSuchItem>
    )
  }
  const { order, problems } = parseListOrder<PageSort>(params, PAGE_SORTS, { sort: 'title', direction: 'asc' })
  const found = pagesPage(rows, order)
  const pageTotal = pageCount(found.count, PAGES_PER_PAGE)
  return (
    <>
      <p>
        <a className="btn btn--style-primary btn--size-medium" href={`${admin}/collections/pages/create`}>
          New page
        </a>
      </p>
      {problems.length ? <FilterProblem problems={problems} what="page" /> : null}
      <section className="cpanel-tool__section" aria-labelledby="pages-heading">
        <h2 id="pages-heading">Pages{pageTotal > 1 ? ` (page ${order.page} of ${pageTotal})` : ''}</h2>
        {found.rows.length === 0 ? (
          <EmptyState title={found.count ? 'No page on this page of the list.' : 'No page yet.'}>
            {found.count ? (
              <a href={base}>Back to the first page</a>
            ) : (
              'Make the first with “New page”: give it a title and an address, add blocks, then publish it.'
            )}
          </EmptyState>
        ) : (
          <ToolTable
            caption="Pages"
            sorting={{ base, params, order }}
            columns={[
              { label: 'Title', sort: 'title' },
              { label: 'Address', sort: 'address' },
              { label: 'Status', sort: 'state' },
              { label: 'Last edited', sort: 'edited' },
            ]}
          >
            {found.rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <a href={`${base}?id=${row.id}`}>{row.title}</a>
                </td>
                <td>
                  {row.publishedAddress ? <a href={row.publishedAddress}>{row.publishedAddress}</a> : row.address}
                </td>
                <td>{stateText(row.state)}</td>
                <td>{when(row.updatedAt)}</td>
              </tr>
            ))}
          </ToolTable>
        )}
        <ListPages what="pages" page={order.page} pages={pageTotal} base={base} params={params} />
      </section>
    </>
  )
}

function PageDetail({ row, base, admin }: { row: PageRow; base: string; admin: string }) {
  return (
    <section className="cpanel-tool__section" aria-labelledby="page-heading">
      <h2 id="page-heading">{row.title}</h2>
      <dl className="cpanel-tool__facts">
        <div>
          <dt>Address</dt>
          <dd>
            {row.publishedAddress ? (
              <a href={row.publishedAddress}>{row.publishedAddress}</a>
            ) : (
              `${row.address} (not published)`
            )}
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{stateText(row.state)}</dd>
        </div>
        <div>
          <dt>Last edited</dt>
          <dd>{when(row.updatedAt)}</dd>
        </div>
        {row.secretLink ? (
          <div>
            <dt>Secret link</dt>
            <dd style={{ overflowWrap: 'anywhere' }}>
              <a href={row.secretLink}>{row.secretLink}</a>
            </dd>
          </div>
        ) : null}
      </dl>
      <p>
        <a className="btn btn--style-primary btn--size-medium" href={`${admin}/collections/pages/${row.id}`}>
          Edit the page
        </a>
      </p>
      <p className="cpanel-tool__row-actions">
        <a href={`/temp/${row.id}`}>Preview the draft</a>
        <a href={`${admin}/collections/pages/${row.id}/versions`}>Earlier versions</a>
      </p>
      <p>
        Publishing, scheduling and unpublishing are in the editor. <a href={base}>Back to the pages</a>
      </p>
    </section>
  )
}
