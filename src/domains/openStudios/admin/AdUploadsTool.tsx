import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { TemplateEditor } from '@/domains/comms'
import {
  ListPages,
  EmptyState,
  NoSuchItem,
  pageCount,
  parseListOrder,
  SelectCell,
  type ToolContext,
  ToolTable,
  toolView,
} from '@/platform/cpanel'
import { BulkActions } from '@/platform/cpanel/BulkActions'
import { FilterActions, FilterField, FilterProblem, FilterSelect } from '@/platform/cpanel/Filters'
import { ToolForm } from '@/platform/cpanel/ToolForm'
import { database } from '@/platform/database/transaction'
import { formatDateTime } from '@/platform/calendar'
import { config } from '@/platform/config'

import { ArtworkFacts } from '../components/AdArtworkFacts'
import { findAdOrders, parseUploadsFilter, UPLOADS_PER_PAGE, UPLOADS_SORTS } from '../services/ad-admin'
import { findingsOf } from '../services/ad-artwork'
import { adOrderById, adSizeById, adSizesOf } from '../services/ad-orders'
import { adSizeSpec } from '../services/ad-pages'
import { AD_APPROVED_TEMPLATE, AD_CHANGES_TEMPLATE, REVIEW_NOTE_MAX } from '../services/ad-review'
import { currentSeason } from '../services/seasons'
import { AD_ORDER_STATE_LABELS, AD_ORDER_STATES } from '../services/vocabulary'
import { approveSelectedAdsAction, reviewAdAction } from './ad-actions'
import { OPEN_STUDIOS_TOOLS } from './tools'

const tool = OPEN_STUDIOS_TOOLS.find((entry) => entry.name === 'sfosaduploads')!

const when = (value: string | Date) => formatDateTime(value, config().TIMEZONE, 'medium')

/**
 * `/cpanel/sfosaduploads`: the current season's guide ads and their artwork
 * (decisions 053, 087). The list finds them by state, size and words, sorted
 * and paged in the address, and approves the ticked ones at once; an ad's page
 * shows the preview, what the checks found, the original to download, and
 * Approve or Ask for changes (the advertiser is mailed). The two mails' words
 * are edited here too. Staff only.
 */
export function AdUploadsTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, adUploads, { wide: true })
}

async function adUploads({ payload, base, params }: ToolContext) {
  const nav = (
    <nav aria-label="Guide ad artwork’s views" className="cpanel-tool__pages">
      <a href={base}>Ads</a>
      <a href={`${base}?show=mails`}>Review mails</a>
    </nav>
  )
  if (params.get('show') === 'mails') {
    return (
      <>
        {nav}
        <TemplateEditor payload={payload} templateKey={AD_CHANGES_TEMPLATE} />
        <TemplateEditor payload={payload} templateKey={AD_APPROVED_TEMPLATE} />
      </>
    )
  }
  const orderId = params.get('order')
  if (orderId) {
    return (
      <>
        {nav}
        <OrderView payload={payload} id={orderId} base={base} />
      </>
    )
  }
  const season = await currentSeason(payload)
  if (!season) {
    return (
      <EmptyState title="There is no current Open Studios season.">
        Make one current in <a href={`${payload.config.routes.admin}/sfosweekends`}>Seasons and weekends</a> first.
      </EmptyState>
    )
  }
  const { filter, problems } = parseUploadsFilter(params)
  const listed = parseListOrder(params, UPLOADS_SORTS, { sort: 'review', direction: 'desc' })
  const [found, sizes] = await Promise.all([
    findAdOrders(payload, season.id, problems.length ? {} : filter, listed.order),
    adSizesOf(database(payload), season.id),
  ])
  const pages = pageCount(found.count, UPLOADS_PER_PAGE)
  const sizeNames = Object.fromEntries(sizes.map((size) => [String(size.id), size.name]))
  const unusable = [...problems, ...listed.problems]
  return (
    <>
      {nav}
      {unusable.length ? <FilterProblem problems={unusable} what="ad" /> : null}
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
          {params.get('sort') ? <input type="hidden" name="sort" value={params.get('sort')!} /> : null}
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
        <h2 id="ads-heading">
          {found.count === 1 ? 'One ad' : `${found.count} ads`}
          {pages > 1 ? `, page ${listed.order.page} of ${pages}` : ''}
        </h2>
        {found.rows.length === 0 ? (
          <EmptyState title="No ad matches.">
            Ads show here once they are paid; those in review come first. Sell sizes in{' '}
            <a href={`${payload.config.routes.admin}/sfosadpricing`}>Guide ad sizes</a>
            {filter.status || filter.size || filter.search ? (
              <>
                , or <a href={base}>show every ad</a>
              </>
            ) : null}
            .
          </EmptyState>
        ) : (
          <>
            <BulkActions id="ads-bulk" action={approveSelectedAdsAction} submit="Approve selected" />
            <ToolTable
              caption="Guide ads"
              columns={[
                { hidden: 'Select' },
                { label: 'Business', sort: 'business' },
                'Size',
                { label: 'State', sort: 'review' },
                { label: 'Artwork sent', sort: 'sent' },
                'Buyer',
              ]}
              sorting={{ base, params, order: listed.order }}
            >
              {found.rows.map((row) => (
                <tr key={row.id}>
                  <SelectCell form="ads-bulk" id={row.id} label={`Select the ad of ${row.businessName}`} />
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
          </>
        )}
        <ListPages what="ads" page={listed.order.page} pages={pages} base={base} params={params} />
      </section>
    </>
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
      <NoSuchItem back={base} backLabel="Back to the ads">
        There is no such ad.
      </NoSuchItem>
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
