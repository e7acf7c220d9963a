import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { ToolFrame, ToolTable } from '@/platform/cpanel'
import { formatDateTime } from '@/platform/calendar'
import { config } from '@/platform/config'

import { pageBuilderRows, type PageRow } from '../services/page-list'
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
 * `/cpanel/pagebuilder` (decision 056): the pages built from blocks, with
 * their address and state; each is edited in Payload's own edit view, which
 * has the blocks, drafts, versions, scheduling and the live preview. Staff only.
 */
export async function PageBuilderTool(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(tool, req.user)) {
    return (
      <ToolFrame tool={tool} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  }
  const admin = req.payload.config.routes.admin
  const rows = await pageBuilderRows(req.payload)
  return (
    <ToolFrame tool={tool} allowed view={view}>
      <p>
        <a className="btn btn--style-primary btn--size-medium" href={`${admin}/collections/pages/create`}>
          New page
        </a>
      </p>
      <section className="cpanel-tool__section" aria-labelledby="pages-heading">
        <h2 id="pages-heading">Pages</h2>
        {rows.length === 0 ? (
          <p>No pages yet: make the first with “New page”.</p>
        ) : (
          <ToolTable columns={['Title', 'Address', 'Status', 'Last edited', { hidden: 'Actions' }]} caption="Pages">
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.title}</td>
                <td>
                  {row.publishedAddress ? <a href={row.publishedAddress}>{row.publishedAddress}</a> : row.address}
                  {row.secretLink ? (
                    <>
                      <br />
                      <small>
                        Secret link: <a href={row.secretLink}>{row.secretLink}</a>
                      </small>
                    </>
                  ) : null}
                </td>
                <td>{stateText(row.state)}</td>
                <td>{when(row.updatedAt)}</td>
                <td>
                  <a href={`${admin}/collections/pages/${row.id}`} aria-label={`Edit “${row.title}”`}>
                    Edit
                  </a>{' '}
                  ·{' '}
                  <a href={`/temp/${row.id}`} aria-label={`Preview the draft of “${row.title}”`}>
                    Preview draft
                  </a>
                </td>
              </tr>
            ))}
          </ToolTable>
        )}
      </section>
    </ToolFrame>
  )
}
