import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { formatMoney } from '@/domains/commerce'
import { EmptyState, ToolTable, toolView, type ToolContext } from '@/platform/cpanel'
import { ToolForm } from '@/platform/cpanel/ToolForm'
import { database } from '@/platform/database/transaction'

import { adSizesOf } from '../services/ad-orders'
import { adSizeSpec } from '../services/ad-pages'
import { currentSeason } from '../services/seasons'
import { removeAdSizeAction, saveAdSizeAction } from './ad-actions'
import { OPEN_STUDIOS_TOOLS } from './tools'

const tool = OPEN_STUDIOS_TOOLS.find((entry) => entry.name === 'sfosadpricing')!

/** A price in minor units as the form shows it back: digits and a point, no currency sign. */
const typed = (minor: number, currency: string) => formatMoney({ minor, currency }).replace(/[^\d.]/g, '')

/**
 * `/cpanel/sfosadpricing`: the current season's guide ad sizes (decision 053)
 * with what each needs (trim and bleed in inches and millimetres, pixels at
 * the guide's print resolution) and how many are sold; add; a size's name
 * opens it to change, or to remove after a confirmation (decision 087).
 * Staff only; every change is audited.
 */
export function AdPricingTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, adPricing, { wide: true })
}

async function adPricing({ payload, base, params }: ToolContext) {
  const season = await currentSeason(payload)
  if (!season) {
    return (
      <EmptyState title="There is no current Open Studios season: ad sizes belong to one.">
        Make one current in <a href={`${payload.config.routes.admin}/sfosweekends`}>Seasons and weekends</a> first.
      </EmptyState>
    )
  }
  const sizes = await adSizesOf(database(payload), season.id)
  const editId = Number(params.get('edit'))
  const editing = sizes.find((size) => size.id === editId)
  const dpi = season.guide.printDpi
  return (
    <>
      {params.has('removed') ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          The size was removed.
        </div>
      ) : null}
      <section className="cpanel-tool__section" aria-labelledby="sizes-heading">
        <h2 id="sizes-heading">
          {season.name}: {sizes.length === 1 ? 'one size' : `${sizes.length} sizes`}, printed at {dpi} dpi
        </h2>
        {sizes.length === 0 ? (
          <EmptyState title="No sizes yet.">
            Add the first below. They show on /advertise once the season is current.
          </EmptyState>
        ) : (
          <ToolTable
            caption="Ad sizes"
            columns={['Size', 'Trim', 'Bleed', 'With bleed', 'Pixels', 'Price', 'For sale', 'Sold or held', 'Left']}
          >
            {sizes.map((size) => {
              const spec = adSizeSpec(size, dpi, season.currency)
              return (
                <tr key={size.id}>
                  <td>
                    <a href={`${base}?edit=${size.id}#size-form-heading`}>{size.name}</a>
                  </td>
                  <td>
                    {spec.trim}
                    <br />
                    {spec.trimMillimetres}
                  </td>
                  <td>{spec.bleed}</td>
                  <td>
                    {spec.withBleed}
                    <br />
                    {spec.withBleedMillimetres}
                  </td>
                  <td>{spec.pixels}</td>
                  <td>{spec.price}</td>
                  <td>{size.quantity}</td>
                  <td>{size.taken}</td>
                  <td>{spec.left === 0 ? 'Sold out' : spec.left}</td>
                </tr>
              )
            })}
          </ToolTable>
        )}
      </section>
      {editing ? (
        <section className="cpanel-tool__section" aria-labelledby="remove-heading">
          <h2 id="remove-heading">Remove {editing.name}</h2>
          {params.get('remove') === 'ask' ? (
            <div className="cpanel-tool__confirm">
              <p>
                This will remove the size {editing.name} from {season.name}: advertisers can no longer buy it on
                /advertise. A size that an order names cannot be removed.
              </p>
              <div className="cpanel-tool__confirm-actions">
                <ToolForm
                  action={removeAdSizeAction}
                  id="remove"
                  hidden={{ id: editing.id }}
                  submit="Confirm the removal"
                  style="primary"
                />
                <a href={`${base}?edit=${editing.id}`}>Back, change nothing</a>
              </div>
            </div>
          ) : (
            <p>
              <a href={`${base}?edit=${editing.id}&remove=ask#remove-heading`}>Remove this size…</a>
            </p>
          )}
        </section>
      ) : null}
      <section className="cpanel-tool__section" aria-labelledby="size-form-heading">
        <h2 id="size-form-heading">{editing ? `Change ${editing.name}` : 'Add a size'}</h2>
        {editing ? (
          <p>
            <a href={base}>Add a new size instead</a>
          </p>
        ) : null}
        <ToolForm
          key={editing?.id ?? 'new'}
          action={saveAdSizeAction}
          id="size"
          hidden={editing ? { id: editing.id } : {}}
          submit={editing ? 'Save the size' : 'Add the size'}
          fields={[
            {
              name: 'name',
              label: 'Name',
              type: 'text',
              defaultValue: editing?.name ?? '',
              maxLength: 60,
              hint: 'As advertisers read it, e.g. “Half page”.',
            },
            {
              name: 'trimWidth',
              label: 'Trim width (inches)',
              type: 'text',
              defaultValue: editing ? String(editing.trimWidthInches) : '',
            },
            {
              name: 'trimHeight',
              label: 'Trim height (inches)',
              type: 'text',
              defaultValue: editing ? String(editing.trimHeightInches) : '',
            },
            {
              name: 'bleed',
              label: 'Bleed on each side (inches)',
              type: 'text',
              defaultValue: editing ? String(editing.bleedInches) : '0.125',
              hint: 'Usually 0.125 (3 mm); 0 for an ad inside the page’s margins.',
            },
            {
              name: 'price',
              label: `Price (${season.currency})`,
              type: 'text',
              defaultValue: editing ? typed(editing.priceMinor, season.currency) : '',
              hint: 'Such as 450 or 450.00.',
            },
            {
              name: 'quantity',
              label: 'How many are for sale',
              type: 'number',
              defaultValue: editing ? String(editing.quantity) : '',
            },
            {
              name: 'position',
              label: 'Position',
              type: 'number',
              defaultValue: editing ? String(editing.position) : String(sizes.length),
              hint: 'Smaller comes first on /advertise.',
            },
          ]}
        />
      </section>
    </>
  )
}
