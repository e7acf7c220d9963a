import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool, parseSearch, searchPeople } from '@/domains/accounts'
import { config } from '@/platform/config'
import { ToolFrame, ToolTable, toolSearchParams } from '@/platform/cpanel'
import { ToolForm } from '@/platform/cpanel/ToolForm'

import {
  DESK_DESCRIPTION_MAX,
  deskLines,
  deskSaleFields,
  parseDeskBasket,
  parseDeskBuyer,
  quantityField,
  type DeskBuyer,
  type DeskLine,
} from '../services/desk-sale'
import { deskPerson, deskSaleOutcome, productsOnSale } from '../services/desk-sale-checkout'
import { MANUAL_METHOD_LABELS, MANUAL_METHODS } from '../services/manual-payments'
import { formatMoney } from '../services/money'
import { buyerProblem } from '../services/order-lines'
import {
  addDeskPersonAction,
  chooseDeskItemsAction,
  recordDeskPaymentAction,
  sellToGuestAction,
  takeCardAction,
} from './desk-sale-actions'
import { DESK_SALE_TOOL as tool } from './tools'

/** The address's parameters as URLSearchParams (Payload gives them as an object of strings or lists). */
const CHOICE_FIELDS = /^(qty-\d+|amount|for)$/

/** Who the sale is for, in words, once the buyer is known to be real. */
type BuyerShown = { buyer: DeskBuyer; name: string; email: string; personId: number | null }

/**
 * `/cpanel/creditcardprocessor`: a sale at the desk or by phone, in three
 * steps carried in the address — who pays (found, added, or a walk-in
 * guest), what they buy (products on sale and a free amount), then the card
 * on the payment provider's page or money taken by hand — and the order's
 * outcome when staff come back (`?order=`). Staff only.
 */
export async function DeskSaleTool(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(tool, req.user)) {
    return (
      <ToolFrame tool={tool} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  }
  const { payload } = req
  const admin = payload.config.routes.admin
  const base = `${admin}/${tool.name}`
  const params = toolSearchParams(view.searchParams)

  const orderNumber = params.get('order')
  if (orderNumber) {
    const outcome = await deskSaleOutcome(payload, orderNumber)
    return (
      <ToolFrame tool={tool} allowed view={view}>
        {outcome ? (
          <section className="cpanel-tool__section" aria-labelledby="outcome-heading">
            <h2 id="outcome-heading">Order {outcome.number}</h2>
            <div
              role="status"
              className={`cpanel-tool__message cpanel-tool__message--${outcome.outcome === 'paid' ? 'success' : 'error'}`}
            >
              {outcome.words}: {formatMoney({ minor: outcome.totalMinor, currency: outcome.currency })}.
            </div>
            {/* One link a line, apart enough to be tapped on a phone (WCAG 2.5.8). */}
            <p>
              <a href={`${admin}/collections/orders/${outcome.id}`}>Open order {outcome.number}</a>
            </p>
            <p>
              <a href={`${admin}/stripetrans?person=${encodeURIComponent(outcome.number)}`}>
                The payments of order {outcome.number}
              </a>
              {outcome.outcome === 'paid' ? null : ' — where money taken by hand for it can be recorded'}
            </p>
            <p>
              <a href={base}>Start a new sale</a>
            </p>
          </section>
        ) : (
          <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
            There is no order {orderNumber}. <a href={base}>Start a new sale</a>.
          </div>
        )}
      </ToolFrame>
    )
  }

  const wanted = parseDeskBuyer(params)
  const shown = wanted ? await buyerShown(payload, wanted) : null
  if (!shown || 'problem' in shown) {
    return (
      <ToolFrame tool={tool} allowed view={view}>
        <Step number={1} />
        {shown ? (
          <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
            {shown.problem}
          </div>
        ) : null}
        <PersonStep base={base} admin={admin} params={params} search={await peopleFound(payload, params)} />
      </ToolFrame>
    )
  }

  const currency = config().CURRENCY
  const onSale = await productsOnSale(payload)
  const chosen = [...params.keys()].some((name) => CHOICE_FIELDS.test(name))
  const basket = chosen ? parseDeskBasket(params, currency) : null
  const lines = basket?.ok ? deskLines(basket.value, onSale, currency) : null
  const reviewing = basket?.ok && lines?.ok && params.get('change') !== '1'
  const choices = Object.fromEntries([...params].filter(([name]) => CHOICE_FIELDS.test(name)))

  return (
    <ToolFrame tool={tool} allowed view={view}>
      <Step number={reviewing ? 3 : 2} />
      <p>
        Selling to <strong>{shown.name}</strong> ({shown.email}){shown.personId ? '' : ', a guest'}.{' '}
        <a href={base}>Sell to someone else</a>
      </p>
      {reviewing && lines?.ok && basket?.ok ? (
        <PaymentStep
          base={base}
          fields={deskSaleFields(shown.buyer, basket.value, currency)}
          lines={lines.lines}
          totalMinor={lines.totalMinor}
          currency={currency}
        />
      ) : (
        <>
          {basket && !basket.ok ? (
            <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
              {basket.message}
            </div>
          ) : lines && !lines.ok ? (
            <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
              {lines.message}
            </div>
          ) : null}
          <section className="cpanel-tool__section" aria-labelledby="items-heading">
            <h2 id="items-heading">What is paid for</h2>
            <p className="cpanel-tool__hint">
              Give a quantity for each product bought, and an amount for anything else (a donation, a workshop fee).
            </p>
            <ToolForm
              id="items"
              action={chooseDeskItemsAction}
              hidden={deskSaleFields(shown.buyer)}
              submit="Review the sale"
              fields={[
                ...onSale
                  .filter((product) => product.stock === null || product.stock > 0)
                  .map((product) => ({
                    name: quantityField(product.id),
                    label: `${product.name}, ${formatMoney({ minor: product.priceMinor, currency })}`,
                    type: 'text' as const,
                    hint: product.stock === null ? undefined : `${product.stock} in stock.`,
                    defaultValue: choices[quantityField(product.id)] ?? '0',
                    maxLength: 3,
                  })),
                {
                  name: 'amount',
                  label: `Other amount (${currency})`,
                  type: 'text',
                  defaultValue: choices.amount,
                  maxLength: 20,
                  hint: 'Leave empty when only products are bought.',
                },
                {
                  name: 'for',
                  label: 'What the amount is for',
                  type: 'text',
                  defaultValue: choices.for,
                  maxLength: DESK_DESCRIPTION_MAX,
                  hint: 'Such as “Donation” or “Workshop fee”: the receipt says it.',
                },
              ]}
            />
          </section>
        </>
      )}
    </ToolFrame>
  )
}

const STEPS = ['Who is paying', 'What is paid for', 'Payment'] as const

function Step({ number }: { number: 1 | 2 | 3 }) {
  return (
    <p className="cpanel-tool__hint">
      Step {number} of 3: {STEPS[number - 1]}
    </p>
  )
}

async function buyerShown(
  payload: AdminViewServerProps['initPageResult']['req']['payload'],
  buyer: DeskBuyer,
): Promise<BuyerShown | { problem: string }> {
  if ('person' in buyer) {
    const person = await deskPerson(payload, buyer.person)
    if (!person) return { problem: 'There is no such person: find them again.' }
    return { buyer, name: person.name || person.email, email: person.email, personId: person.id }
  }
  const problem = buyerProblem(buyer)
  if (problem) return { problem }
  return { buyer, name: buyer.guest.name.trim(), email: buyer.guest.email.trim(), personId: null }
}

type PeopleFound = { q: string; hits: Awaited<ReturnType<typeof searchPeople>> | null; problems: string[] }

async function peopleFound(
  payload: AdminViewServerProps['initPageResult']['req']['payload'],
  params: URLSearchParams,
): Promise<PeopleFound> {
  const q = params.get('q') ?? ''
  const parsed = parseSearch({ q })
  if (!parsed.ok) return { q, hits: null, problems: parsed.problems }
  // Only accounts that are people of their own: one merged into another is found as the other.
  const hits = parsed.value ? (await searchPeople(payload, parsed.value, 20)).filter((hit) => !hit.mergedInto) : null
  return { q, hits, problems: [] }
}

function PersonStep({
  base,
  admin,
  params,
  search,
}: {
  base: string
  admin: string
  params: URLSearchParams
  search: PeopleFound
}) {
  return (
    <>
      <section className="cpanel-tool__section" aria-labelledby="find-heading">
        <h2 id="find-heading">Find the person</h2>
        {params.get('exists') === '1' ? (
          <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
            An account with the address {search.q} exists already: sell to that person rather than adding another.
          </div>
        ) : null}
        <form method="get" action={base} role="search" className="cpanel-tool__filters">
          <div className="cpanel-tool__field">
            <label htmlFor="desk-q">Name or email</label>
            <input id="desk-q" name="q" type="search" defaultValue={search.q} maxLength={200} />
          </div>
          <div className="cpanel-tool__filter-actions">
            <button type="submit" className="btn btn--style-primary btn--size-small">
              Find
            </button>
          </div>
        </form>
        {search.problems.length ? (
          <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
            {search.problems.join(' ')}
          </div>
        ) : null}
        {search.hits ? (
          search.hits.length === 0 ? (
            <p>Nobody matches “{search.q}”. Add them below, or sell to them as a guest.</p>
          ) : (
            <ToolTable
              caption={`People matching “${search.q}”, best match first`}
              columns={['Name', 'Email', { hidden: 'Choose' }]}
            >
              {search.hits.map((hit) => (
                <tr key={hit.id}>
                  <td>
                    <a href={`${admin}/collections/users/${hit.id}`}>{hit.name || '(no name)'}</a>
                  </td>
                  <td>{hit.email}</td>
                  <td>
                    <a href={`${base}?person=${hit.id}`}>
                      Sell to<span className="cpanel-tool__sr"> {hit.name || hit.email}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </ToolTable>
          )
        ) : null}
      </section>

      <section className="cpanel-tool__section" aria-labelledby="add-heading">
        <h2 id="add-heading">Or add a person</h2>
        <p className="cpanel-tool__hint">
          They get an account without a password; they choose one with “Forgot your password?” when they want to sign
          in.
        </p>
        <ToolForm
          id="add"
          action={addDeskPersonAction}
          submit="Add and sell to them"
          fields={[
            { name: 'name', label: 'Name', type: 'text', maxLength: 200 },
            { name: 'email', label: 'Email', type: 'text', maxLength: 254 },
          ]}
        />
      </section>

      <section className="cpanel-tool__section" aria-labelledby="guest-heading">
        <h2 id="guest-heading">Or sell to a walk-in guest</h2>
        <p className="cpanel-tool__hint">No account is made: the receipt goes to this address.</p>
        <ToolForm
          id="guest"
          action={sellToGuestAction}
          submit="Sell to this guest"
          fields={[
            { name: 'guestName', label: 'Guest’s name', type: 'text', maxLength: 200 },
            { name: 'guestEmail', label: 'Guest’s email', type: 'text', maxLength: 254 },
          ]}
        />
      </section>
    </>
  )
}

function PaymentStep({
  base,
  fields,
  lines,
  totalMinor,
  currency,
}: {
  base: string
  fields: Record<string, string>
  lines: DeskLine[]
  totalMinor: number
  currency: string
}) {
  const money = (minor: number) => formatMoney({ minor, currency })
  return (
    <>
      <section className="cpanel-tool__section" aria-labelledby="lines-heading">
        <h2 id="lines-heading">The sale</h2>
        <ToolTable
          caption="The sale"
          columns={['Item', 'Quantity', 'Price', 'Amount']}
          foot={
            <tr>
              <th scope="row" colSpan={3}>
                Total
              </th>
              <td className="cpanel-tool__number">
                <strong>{money(totalMinor)}</strong>
              </td>
            </tr>
          }
        >
          {lines.map((line) => (
            <tr key={`${line.kind}-${line.product ?? 'amount'}`}>
              <td>{line.description}</td>
              <td className="cpanel-tool__number">{line.quantity}</td>
              <td className="cpanel-tool__number">{money(line.unitMinor)}</td>
              <td className="cpanel-tool__number">{money(line.totalMinor)}</td>
            </tr>
          ))}
        </ToolTable>
        <p>
          <a href={`${base}?${new URLSearchParams({ ...fields, change: '1' })}`}>Change what is paid for</a>
        </p>
      </section>

      <section className="cpanel-tool__section" aria-labelledby="card-heading">
        <h2 id="card-heading">Take the card</h2>
        <p className="cpanel-tool__hint">
          The payment provider’s page opens here: type in the card you are given, then you come back to this tool.
        </p>
        <ToolForm id="card" action={takeCardAction} hidden={fields} submit={`Take card: ${money(totalMinor)}`} />
      </section>

      <section className="cpanel-tool__section" aria-labelledby="manual-heading">
        <h2 id="manual-heading">Or record money taken by hand</h2>
        <p className="cpanel-tool__hint">A cheque, cash or a bank transfer of the whole {money(totalMinor)}.</p>
        <ToolForm
          id="manual"
          action={recordDeskPaymentAction}
          hidden={fields}
          submit="Record payment"
          fields={[
            {
              name: 'method',
              label: 'Paid by',
              type: 'select',
              options: MANUAL_METHODS.map((value) => ({ value, label: MANUAL_METHOD_LABELS[value] })),
            },
            {
              name: 'reference',
              label: 'Reference',
              type: 'text',
              maxLength: 200,
              hint: 'A cheque’s number, a transfer’s reference, who handed the cash.',
            },
          ]}
        />
      </section>
    </>
  )
}
