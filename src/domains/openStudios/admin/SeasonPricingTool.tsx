import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { formatMoney } from '@/domains/commerce'
import { ToolTable, toolView, type ToolContext } from '@/platform/cpanel'

import { amountText, chosenSeason, MAX_TIERS, seasonList, storedSeasonProblems } from '../services/season-admin'
import { priceExample, type ExampleCell } from '../services/season-example'
import { readableDate } from '../services/season-setup'
import type { SeasonView, Tier } from '../services/season-view'
import { PRICE_PHASE_LABELS, PRICE_PHASES } from '../services/vocabulary'
import { savePricingAction } from './season-actions'
import { SeasonForm, type SeasonFieldGroup } from './SeasonForm'
import { NoSeason, SeasonPicker, SetupProblems } from './SeasonParts'
import { SEASON_PRICING_TOOL as tool } from './tools'

function tierGroup(tier: Tier | null, index: number, currency: string): SeasonFieldGroup {
  const at = (name: string) => `tiers.${index}.${name}`
  const price = (phase: (typeof PRICE_PHASES)[number]) => ({
    name: at(`${phase}PriceMinor`),
    label: `${PRICE_PHASE_LABELS[phase]} price (${currency})`,
    type: 'text' as const,
    inputMode: 'decimal' as const,
    maxLength: 20,
    defaultValue: tier ? amountText(tier.prices[phase], currency) : '',
  })
  return {
    legend: tier ? `Tier ${index + 1}: ${tier.name}` : `A new tier (optional)`,
    fields: [
      {
        name: at('key'),
        label: 'Key',
        type: 'text',
        maxLength: 40,
        defaultValue: tier?.key ?? '',
        hint: 'Short, lower-case, e.g. “premier”: registrations keep it.',
      },
      { name: at('name'), label: 'Name', type: 'text', maxLength: 60, defaultValue: tier?.name ?? '' },
      {
        name: at('includes'),
        label: 'What it includes',
        type: 'textarea',
        maxLength: 600,
        defaultValue: tier?.includes ?? '',
      },
      price('early'),
      price('regular'),
      price('late'),
      ...(tier ? [{ name: at('remove'), label: `Remove the ${tier.name} tier`, type: 'checkbox' as const }] : []),
    ],
  }
}

function pricingGroups(season: SeasonView): SeasonFieldGroup[] {
  const currency = season.currency
  const tiers = season.tiers.map((tier, index) => tierGroup(tier, index, currency))
  if (season.tiers.length < MAX_TIERS) tiers.push(tierGroup(null, season.tiers.length, currency))
  return [
    ...tiers,
    {
      legend: 'Discounts',
      fields: [
        {
          name: 'secondWeekendDiscountMinor',
          label: `Second weekend discount (${currency})`,
          type: 'text',
          inputMode: 'decimal',
          maxLength: 20,
          defaultValue: amountText(season.secondWeekendDiscountMinor, currency),
          hint: 'Off the price of a second weekend. 0 for none.',
        },
        {
          name: 'emergingDiscountMinor',
          label: `Emerging artist discount (${currency}, optional)`,
          type: 'text',
          inputMode: 'decimal',
          maxLength: 20,
          defaultValue: amountText(season.emergingDiscountMinor, currency),
          hint: 'Off the first weekend, for artists who state they are emerging. Empty: no such price.',
        },
        {
          name: 'emergingDefinition',
          label: 'Who counts as emerging',
          type: 'text',
          maxLength: 200,
          defaultValue: season.emergingDefinition,
          hint: 'E.g. “showing for the first or second year”.',
        },
      ],
    },
    {
      legend: 'Currency and refunds',
      fields: [
        {
          name: 'currency',
          label: 'Currency',
          type: 'text',
          maxLength: 3,
          defaultValue: season.currency,
          hint: 'Three letters, such as USD.',
        },
        {
          name: 'withdrawalRefundPercent',
          label: 'Refund on withdrawal before registration closes (%)',
          type: 'number',
          inputMode: 'numeric',
          maxLength: 3,
          defaultValue: String(season.withdrawalRefundPercent),
          hint: 'After registration closes a withdrawal is not refunded.',
        },
      ],
    },
  ]
}

/**
 * `/cpanel/sfospricing` (decision 050): the season's tiers with their early,
 * regular and late prices, the discounts, the currency and the refund rule —
 * one form, money typed as people write it, saved together or not at all —
 * and a worked example of what artists will pay, by the registration's own
 * pricing. Staff only.
 */
export function SeasonPricingTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, seasonPricing)
}

async function seasonPricing({ payload, base, params }: ToolContext) {
  const [seasons, season] = await Promise.all([
    seasonList(payload),
    chosenSeason(payload, params.get('season') ?? undefined),
  ])
  const admin = payload.config.routes.admin
  if (!season) {
    return <NoSeason admin={admin} />
  }
  const rows = season.tiers.length + (season.tiers.length < MAX_TIERS ? 1 : 0)
  return (
    <>
      <SeasonPicker seasons={seasons} shown={season.id} base={base} />
      <SetupProblems problems={storedSeasonProblems(season)} heading="What to look at in this season’s set-up" />
      <section className="cpanel-tool__section" aria-labelledby="pricing-heading">
        <h2 id="pricing-heading">{season.name}: registration prices</h2>
        <p>
          A registration keeps the price it was paid at: a change here applies to checkouts started after it. Everything
          on this form is saved together, or nothing if one thing is refused. To add a tier, fill in the empty one; to
          drop one, tick its box.
        </p>
        <SeasonForm
          id="pricing"
          action={savePricingAction}
          hidden={{ season: season.id, rows }}
          groups={pricingGroups(season)}
          submit="Save the prices"
        />
      </section>
      <WorkedExample season={season} />
    </>
  )
}

const when = (date: string | null) => (date ? readableDate(date) : 'not set')

function WorkedExample({ season }: { season: SeasonView }) {
  const rows = priceExample(season)
  const money = (cell: ExampleCell | null) =>
    cell === null
      ? null
      : 'problem' in cell
        ? cell.problem
        : formatMoney({ minor: cell.totalMinor, currency: season.currency })
  const emerging = season.emergingDiscountMinor !== null
  return (
    <section className="cpanel-tool__section" aria-labelledby="example-heading">
      <h2 id="example-heading">What artists will pay</h2>
      <p>
        Computed as registration prices them: the tier’s price for the phase, once per weekend, less the second weekend
        discount{emerging ? ', and for emerging artists their discount off the first weekend' : ''}. Early until{' '}
        {when(season.deadlines.earlyPriceEnds)}, regular until {when(season.deadlines.regularPriceEnds)}, late until
        registration closes ({when(season.deadlines.registrationCloses)}).
      </p>
      {rows.length === 0 ? (
        <p>No tier yet: add one above.</p>
      ) : (
        <ToolTable
          caption="What one and two weekends cost in each phase for each tier"
          columns={[
            'Tier',
            'Phase',
            'One weekend',
            'Two weekends',
            ...(emerging ? ['One weekend, emerging', 'Two weekends, emerging'] : []),
          ]}
        >
          {rows.map((row) => (
            <tr key={`${row.tier}-${row.phase}`}>
              <th scope="row">{row.name}</th>
              <td>{PRICE_PHASE_LABELS[row.phase]}</td>
              <td className="cpanel-tool__number">{money(row.oneWeekend)}</td>
              <td className="cpanel-tool__number">{money(row.twoWeekends)}</td>
              {emerging ? (
                <>
                  <td className="cpanel-tool__number">{money(row.oneWeekendEmerging)}</td>
                  <td className="cpanel-tool__number">{money(row.twoWeekendsEmerging)}</td>
                </>
              ) : null}
            </tr>
          ))}
        </ToolTable>
      )}
    </section>
  )
}
