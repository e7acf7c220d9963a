import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { formatMoney } from '@/domains/commerce'
import { ToolFrame, ToolTable } from '@/platform/cpanel'
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
 * the guide's print resolution) and how many are sold; add, change, remove.
 * Staff only; every change is audited.
 */
export async function AdPricingTool(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(tool, req.user)) {
    return (
      <ToolFrame tool={tool} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  }
  const season = await currentSeason(req.payload)
  if (!season) {
    return (
      <ToolFrame tool={tool} allowed view={view}>
        <p>There is no current Open Studios season: ad sizes belong to one.</p>
      </ToolFrame>
    )
  }
  const sizes = await adSizesOf(database(req.payload), season.id)
  const editId = Number(view.searchParams?.edit)
  const editing = sizes.find((size) => size.id === editId)
  const base = `${req.payload.config.routes.admin}/${tool.name}`
  const dpi = season.guide.printDpi
  return (
    <ToolFrame tool={tool} allowed view={view}>
      <section className="cpanel-tool__section" aria-labelledby="sizes-heading">
        <h2 id="sizes-heading">
          {season.name}: {sizes.length === 1 ? 'one size' : `${sizes.length} sizes`}, printed at {dpi} dpi
        </h2>
        {sizes.length === 0 ? (
          <p>No sizes yet: add the first below. They show on /advertise once the season is current.</p>
        ) : (
          <ToolTable
            columns={[
              'Size',
              'Trim',
              'Bleed',
              'With bleed',
              'Pixels',
              'Price',
              'For sale',
              'Sold or held',
              'Left',
              { hidden: 'Actions' },
            ]}
          >
            {sizes.map((size) => {
              const spec = adSizeSpec(size, dpi, season.currency)
              return (
                <tr key={size.id}>
                  <td>{size.name}</td>
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
                  <td>
                    <div className="cpanel-tool__row-actions">
                      <a
                        href={`${base}?edit=${size.id}#size-form-heading`}
                        className="btn btn--style-secondary btn--size-small"
                      >
                        Edit<span className="cpanel-tool__sr"> {size.name}</span>
                      </a>
                      <ToolForm
                        action={removeAdSizeAction}
                        id={`remove-${size.id}`}
                        hidden={{ id: size.id }}
                        submit="Remove"
                        srSubmit={size.name}
                        style="secondary"
                      />
                    </div>
                  </td>
                </tr>
              )
            })}
          </ToolTable>
        )}
      </section>
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
    </ToolFrame>
  )
}
