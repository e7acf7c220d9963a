import { parseQuantity, stockRefusal } from './catalogue'
import { formatMoney, minorDigits, parseMoney } from './money'
import { MAX_QUANTITY, orderTotal } from './order-lines'

/**
 * The desk sale's rules (`/cpanel/creditcardprocessor`), pure: who the sale
 * is for, what staff chose (products and a free amount) as the forms and the
 * address carry it, and the lines with their total. The same parsing runs at
 * every step, so the last step trusts nothing the first ones said.
 */

/** The kind of a free amount taken at the desk; its line's product is a `desk-amounts` record. */
export const DESK_AMOUNT_KIND = 'desk-amount'
export const DESK_AMOUNT_LABEL = 'Other payment'
export const DESK_DESCRIPTION_MAX = 120
/** A free amount from one to a hundred thousand of the currency's units: beyond is a typing mistake. */
export const DESK_AMOUNT_MIN_UNITS = 1
export const DESK_AMOUNT_MAX_UNITS = 100_000

/** Who the sale is for: a person with an account, or a walk-in guest known by name and email. */
export type DeskBuyer = { person: number } | { guest: { name: string; email: string } }
export type DeskItem = { product: number; quantity: number }
export type DeskAmount = { minor: number; description: string }
/** What staff chose: products with their quantities, and at most one free amount. */
export type DeskBasket = { items: DeskItem[]; amount: DeskAmount | null }

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string; fieldErrors: Record<string, string> }

/** A product on sale as the desk offers it. */
export type ProductOnSale = { id: number; name: string; kind: string; priceMinor: number; stock: number | null }

/** A line as the desk shows it before payment; `product` is null for the free amount until its record exists. */
export type DeskLine = {
  kind: string
  product: number | null
  description: string
  unitMinor: number
  quantity: number
  totalMinor: number
}

/** The field of a product's quantity, in the forms and in the address. */
export const quantityField = (product: number) => `qty-${product}`
const QUANTITY_FIELD = /^qty-(\d{1,10})$/

const unit = (currency: string) => 10 ** minorDigits(currency)

/** A free amount as staff typed it, in minor units, or what is wrong with it. */
export function parseDeskAmount(
  text: string,
  currency: string,
): { ok: true; minor: number } | { ok: false; message: string } {
  if (!text.trim()) return { ok: false, message: 'Give the amount.' }
  let minor: number
  try {
    minor = parseMoney(text, currency)
  } catch (error) {
    return { ok: false, message: (error as Error).message }
  }
  const least = DESK_AMOUNT_MIN_UNITS * unit(currency)
  const most = DESK_AMOUNT_MAX_UNITS * unit(currency)
  if (minor < least)
    return { ok: false, message: `The amount must be at least ${formatMoney({ minor: least, currency })}.` }
  if (minor > most) {
    return { ok: false, message: `The amount can be at most ${formatMoney({ minor: most, currency })}.` }
  }
  return { ok: true, minor }
}

/** Who the sale is for, from the fields `person`, or `guestName` and `guestEmail`; null when not chosen yet. */
export function parseDeskBuyer(values: URLSearchParams): DeskBuyer | null {
  const person = values.get('person')?.trim()
  if (person) return /^[1-9]\d{0,9}$/.test(person) ? { person: Number(person) } : null
  const name = values.get('guestName')?.trim() ?? ''
  const email = values.get('guestEmail')?.trim() ?? ''
  return name || email ? { guest: { name, email } } : null
}

/**
 * What staff chose, from `qty-{product}` fields, `amount` and `for` (what the
 * amount is for). Every problem is named by its field; nothing chosen at all
 * is a problem too.
 */
export function parseDeskBasket(values: URLSearchParams, currency: string): Parsed<DeskBasket> {
  const fieldErrors: Record<string, string> = {}
  const items: DeskItem[] = []
  for (const [name, typed] of values) {
    const product = QUANTITY_FIELD.exec(name)?.[1]
    if (!product || !typed.trim()) continue
    const quantity = parseQuantity(typed)
    if (quantity === null) fieldErrors[name] = `Give a whole number from 0 to ${MAX_QUANTITY}.`
    else if (quantity > 0 && !items.some((item) => item.product === Number(product))) {
      items.push({ product: Number(product), quantity })
    }
  }
  const typedAmount = values.get('amount')?.trim() ?? ''
  const description = values.get('for')?.trim() ?? ''
  let amount: DeskAmount | null = null
  if (typedAmount || description) {
    const parsed = parseDeskAmount(typedAmount, currency)
    if (!parsed.ok) fieldErrors.amount = description ? `${parsed.message} (for “${description}”)` : parsed.message
    if (!description) fieldErrors.for = 'Say what the amount is for, such as “Workshop fee” or “Donation”.'
    else if (description.length > DESK_DESCRIPTION_MAX) {
      fieldErrors.for = `Describe it in ${DESK_DESCRIPTION_MAX} characters at most.`
    }
    if (parsed.ok && !fieldErrors.for) amount = { minor: parsed.minor, description }
  }
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, message: 'Please correct the highlighted fields.', fieldErrors }
  }
  if (items.length === 0 && !amount) {
    return { ok: false, message: 'Choose at least one product, or give an amount and what it is for.', fieldErrors }
  }
  return { ok: true, value: { items, amount } }
}

/**
 * The sale's lines from what staff chose and the products on sale now, with
 * the total, or the first refusal in words: a product no longer on sale, not
 * enough in stock (the shop's own words). The free amount comes last.
 */
export function deskLines(
  basket: DeskBasket,
  onSale: readonly ProductOnSale[],
  currency: string,
): { ok: true; lines: DeskLine[]; totalMinor: number } | { ok: false; message: string } {
  const lines: DeskLine[] = []
  for (const item of basket.items) {
    const product = onSale.find((candidate) => candidate.id === item.product)
    if (!product) return { ok: false, message: 'A product you chose is no longer on sale: choose again.' }
    const refusal = stockRefusal(product.name, product.stock, item.quantity)
    if (refusal) return { ok: false, message: refusal }
    lines.push({
      kind: product.kind,
      product: product.id,
      description: product.name,
      unitMinor: product.priceMinor,
      quantity: item.quantity,
      totalMinor: product.priceMinor * item.quantity,
    })
  }
  if (basket.amount) {
    const { minor, description } = basket.amount
    lines.push({ kind: DESK_AMOUNT_KIND, product: null, description, unitMinor: minor, quantity: 1, totalMinor: minor })
  }
  if (lines.length === 0) return { ok: false, message: 'Choose at least one product, or give an amount.' }
  return {
    ok: true,
    lines,
    totalMinor: orderTotal(
      lines.map((line) => ({ unitPriceMinor: line.unitMinor, quantity: line.quantity })),
      currency,
    ),
  }
}

/**
 * The sale so far as fields, for the address between steps and the hidden
 * fields of the next step's forms: the buyer, then what was chosen.
 */
export function deskSaleFields(buyer: DeskBuyer, basket?: DeskBasket, currency?: string): Record<string, string> {
  const fields: Record<string, string> =
    'person' in buyer
      ? { person: String(buyer.person) }
      : { guestName: buyer.guest.name, guestEmail: buyer.guest.email }
  for (const item of basket?.items ?? []) fields[quantityField(item.product)] = String(item.quantity)
  if (basket?.amount && currency) {
    const digits = minorDigits(currency)
    fields.amount = (basket.amount.minor / 10 ** digits).toFixed(digits)
    fields.for = basket.amount.description
  }
  return fields
}
