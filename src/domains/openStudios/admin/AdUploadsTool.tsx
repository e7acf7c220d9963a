import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { TemplateEditor } from '@/domains/comms'
import { ToolFrame, ToolTable, toolSearchParams } from '@/platform/cpanel'
import { FilterActions, FilterField, FilterProblem, FilterSelect } from '@/platform/cpanel/Filters'
import { ToolForm } from '@/platform/cpanel/ToolForm'
import { database } from '@/platform/database/transaction'
import { formatDateTime } from '@/platform/calendar'
import { config } from '@/platform/config'

import { ArtworkFacts } from '../components/AdArtworkFacts'
import { findAdOrders, parseUploadsFilter } from '../services/ad-admin'
import { findingsOf } from '../services/ad-artwork'
import { adOrderById, adSizeById, adSizesOf } from '../services/ad-orders'
import { adSizeSpec } from '../services/ad-pages'
import { AD_APPROVED_TEMPLATE, AD_CHANGES_TEMPLATE, REVIEW_NOTE_MAX } from '../services/ad-review'
import { currentSeason } from '../services/seasons'
import { AD_ORDER_STATE_LABELS, AD_ORDER_STATES } from '../services/vocabulary'
import { reviewAdAction } from './ad-actions'
import { OPEN_STUDIOS_TOOLS } from './tools'

const tool = OPEN_STUDIOS_TOOLS.find((entry) => entry.name === 'sfosaduploads')!

const when = (value: string | Date) => formatDateTime(value, config().TIMEZONE, 'medium')

/**
 * `/cpanel/sfosaduploads`: the current season's guide ads and their artwork
 * (decision 053). The list finds them by state, size and words; an ad's page
 * shows the preview, what the checks found, the original to download, and
 * Approve or Ask for changes (the advertiser is mailed). The two mails' words
 * are edited here too. Staff only.
 */
export async function AdUploadsTool(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(tool, req.user)) {
    return (
      <ToolFrame tool={tool} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  }
  const payload = req.payload
  const base = `${payload.config.routes.admin}/${tool.name}`
  const params = toolSearchParams(view.searchParams)
  const nav = (
    <nav aria-label="Guide ad artwork’s views" className="cpanel-tool__pages">
      <a href={base}>Ads</a>
      <a href={`${base}?show=mails`}>Review mails</a>
    </nav>
  )
  if (params.get('show') === 'mails') {
    return (
      <ToolFrame tool={tool} allowed view={view}>
        {nav}
        <TemplateEditor payload={payload} templateKey={AD_CHANGES_TEMPLATE} />
        <TemplateEditor payload={payload} templateKey={AD_APPROVED_TEMPLATE} />
      </ToolFrame>
    )
  }
  const orderId = params.get('order')
  if (orderId) {
    return (
      <ToolFrame tool={tool} allowed view={view}>
        {nav}
        <OrderView payload={payload} id={orderId} base={base} />
      </ToolFrame>
    )
  }
  const season = await currentSeason(payload)
  if (!season) {
    return (
      <ToolFrame tool={tool} allowed view={view}>
        <p>There is no current Open Studios season.</p>
      </ToolFrame>
    )
  }
  const { filter, problems } = parseUploadsFilter(params)
  const [found, sizes] = await Promise.all([
    findAdOrders(payload, season.id, problems.length ? {} : filter),
    adSizesOf(database(payload), season.id),
  ])
  const sizeNames = Object.fromEntries(sizes.map((size) => [String(size.id), size.name]))
  return (
    <ToolFrame tool={tool} allowed view={view}>
      {nav}
      {problems.length ? <FilterProblem problems={problems} what="ad" /> : null}
      <section className="cpanel-tool__section" aria-labelledby="counts-heading">
        <h2 id="counts-heading">{season.name}</h2>
        <ul>
          {AD_ORDER_STATES.filter((state) => found.counts[state]).map((state) => (
            <li key={state}>
              <a href={`${base}?status=${state}`}>{AD_ORDER_STATE_LABELS[state]}</a>: {found.counts[state]}
            </li>
          ))}
        </ul>
      </section>
      <section className="cpanel-tool__section" aria-labelledby="find-heading">
        <h2 id="find-heading">Find ads</h2>
        <form method="get" action={base} className="cpanel-tool__filters">
          <FilterSelect
            label="State"
            name="status"
            value={filter.status}
            options={AD_ORDER_STATES}
            labels={AD_ORDER_STATE_LABELS}
          />
          <FilterSelect
            label="Size"
            name="size"
            value={filter.size ? String(filter.size) : undefined}
            options={Object.keys(sizeNames)}
            labels={sizeNames}
          />
          <FilterField label="Business or email" name="search" value={filter.search} />
          <FilterActions base={base} />
        </form>
      </section>
      <section className="cpanel-tool__section" aria-labelledby="ads-heading">
        <h2 id="ads-heading">{found.rows.length === 1 ? 'One ad' : `${found.rows.length} ads`}</h2>
        {found.rows.length === 0 ? (
          <p>No ad matches. Ads show here once they are paid; those in review come first.</p>
        ) : (
          <ToolTable columns={['Business', 'Size', 'State', 'Artwork sent', 'Buyer']}>
            {found.rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <a href={`${base}?order=${row.id}`}>{row.businessName}</a>
                </td>
                <td>{row.sizeName}</td>
                <td>{AD_ORDER_STATE_LABELS[row.status]}</td>
                <td>{row.artworkUploadedAt ? when(row.artworkUploadedAt) : '—'}</td>
                <td>{row.buyerEmail}</td>
              </tr>
            ))}
          </ToolTable>
        )}
      </section>
    </ToolFrame>
  )
}

async function OrderView({
  payload,
  id,
  base,
}: {
  payload: AdminViewServerProps['initPageResult']['req']['payload']
  id: string
  base: string
}) {
  const order = /^\d{1,10}$/.test(id) ? await adOrderById(database(payload), Number(id)) : undefined
  if (!order) {
    return (
      <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
        There is no such ad. <a href={base}>Back to the ads</a>
      </div>
    )
  }
  const [size, season] = await Promise.all([adSizeById(database(payload), order.size), currentSeason(payload)])
  const spec = size ? adSizeSpec(size, season?.guide.printDpi ?? 300, season?.currency ?? 'USD') : null
  const findings = findingsOf(order)
  const file = `/api/open-studios/ads/${order.id}/artwork`
  return (
    <>
      <section className="cpanel-tool__section" aria-labelledby="order-heading">
        <h2 id="order-heading">
          {order.businessName}: {spec?.name ?? 'ad'}
        </h2>
        <p>
          <a href={base}>Back to the ads</a>
        </p>
        <dl>
          <dt>State</dt>
          <dd>{AD_ORDER_STATE_LABELS[order.status]}</dd>
          <dt>Buyer</dt>
          <dd>{order.buyerEmail}</dd>
          {order.orderNumber ? (
            <>
              <dt>Order</dt>
              <dd>{order.orderNumber}</dd>
            </>
          ) : null}
          {spec ? (
            <>
              <dt>Needs</dt>
              <dd>
                {spec.withBleed} with bleed ({spec.withBleedMillimetres}), {spec.pixels} at {spec.dpi} dpi
              </dd>
            </>
          ) : null}
          {order.reviewNote ? (
            <>
              <dt>Changes asked for</dt>
              <dd>{order.reviewNote}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section className="cpanel-tool__section" aria-labelledby="artwork-heading">
        <h2 id="artwork-heading">Artwork</h2>
        {order.artworkPath && findings ? (
          <>
            <p>
              <a href={`${file}?file=original`}>Download the original ({order.artworkFileName})</a>
              {order.artworkUploadedAt ? `, sent ${when(order.artworkUploadedAt)}` : null}
            </p>
            <ArtworkFacts findings={findings} previewUrl={`${file}?file=preview`} label={order.businessName} />
          </>
        ) : (
          <p>No artwork sent yet.</p>
        )}
      </section>
      {order.status === 'artwork-submitted' ? (
        <section className="cpanel-tool__section" aria-labelledby="review-heading">
          <h2 id="review-heading">Review</h2>
          <ToolForm
            action={reviewAdAction}
            id="approve"
            hidden={{ order: order.id, decision: 'approve' }}
            submit="Approve the artwork"
          />
          <ToolForm
            action={reviewAdAction}
            id="changes"
            hidden={{ order: order.id, decision: 'changes' }}
            submit="Ask for changes"
            style="secondary"
            fields={[
              {
                name: 'reason',
                label: 'What must change',
                type: 'textarea',
                maxLength: REVIEW_NOTE_MAX,
                hint: 'The advertiser reads this in the mail and on the ad’s page.',
              },
            ]}
          />
        </section>
      ) : null}
    </>
  )
}
