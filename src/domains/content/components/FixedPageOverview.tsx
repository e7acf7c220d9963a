import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { ToolFrame, type ControlPanelTool } from '@/platform/cpanel'
import { formatInstant, type Instant } from '@/platform/calendar'
import { config } from '@/platform/config'

import { fixedPageStatus } from '../services/fixed-pages'
import { FIXED_PREVIEWS, type FixedPreviewTarget } from '../services/preview-links'
import { PreviewLinksPanel } from './PreviewLinksPanel'

const WHEN = {
  format: (value: Instant) =>
    formatInstant(value, config().TIMEZONE, { locale: 'en-GB', dateStyle: 'long', timeStyle: 'short' }),
}

/**
 * A fixed page's editor tool: when its published version went out, whether a
 * draft waits, and the ways on — Payload's edit view (blocks, drafts,
 * versions, live preview), the draft's preview, the preview links. Staff only.
 */
export async function FixedPageOverview({
  view,
  tool,
  target,
  extraPreviews = [],
}: {
  view: AdminViewServerProps
  tool: ControlPanelTool
  target: FixedPreviewTarget
  /** Further drafts to preview, such as the artists' section pages. */
  extraPreviews?: { label: string; path: string }[]
}) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(tool, req.user)) {
    return (
      <ToolFrame tool={tool} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  }
  const status = await fixedPageStatus(req.payload, target)
  const preview = FIXED_PREVIEWS[target]
  return (
    <ToolFrame tool={tool} allowed view={view}>
      <section className="cpanel-tool__section" aria-labelledby="fixed-page-status">
        <h2 id="fixed-page-status">{preview.label}</h2>
        <ul className="cpanel-tool__facts">
          <li>
            {status.publishedAt
              ? `Published ${WHEN.format(status.publishedAt)}.`
              : 'Not published yet: visitors see nothing of it.'}
          </li>
          <li>
            {status.draftSavedAt
              ? `A draft saved ${WHEN.format(status.draftSavedAt)} waits to be published.`
              : 'No draft waits: the published version is the latest.'}
          </li>
        </ul>
        <p className="cpanel-tool__actions">
          <a href={`${req.payload.config.routes.admin}/globals/${target}`}>
            <strong>Edit</strong>
          </a>{' '}
          (blocks, drafts, versions and live preview) ·{' '}
          <a href={preview.path} target="_blank" rel="noreferrer">
            Preview the draft
          </a>
          {extraPreviews.map((extra) => (
            <span key={extra.path}>
              {' '}
              · <a href={extra.path}>{extra.label}</a>
            </span>
          ))}
        </p>
      </section>
      <PreviewLinksPanel target={target} />
    </ToolFrame>
  )
}
