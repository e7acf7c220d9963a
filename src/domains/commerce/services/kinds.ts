import type { Payload } from 'payload'

import type { Person } from '@/domains/accounts'
import type { SqlExecutor, Transaction } from '@/platform/database/transaction'

/** A line as the buyer asks for it: which kind of product, which one, how many. */
export type LineRequest = { kind: string; product: string; quantity: number }

/**
 * What a kind charges for one unit, what the line will say, and why this
 * price applies now; `renews: 'year'` when paying for it also agrees to pay
 * again every year (a yearly gift) — with Stripe, a subscription.
 */
export type Price = { unitMinor: number; description: string; reason: string; renews?: 'year' }

/** A line of a paid order, with the order it belongs to, as its kind fulfils it. */
export type PaidLine = {
  kind: string
  product: string
  description: string
  unitPriceMinor: number
  quantity: number
  /** 'year' for a line paid again every year. */
  renews?: 'year' | null
  order: { id: number; number: string; buyer: number | null; guestEmail: string | null; guestName: string | null }
}

/**
 * What a domain selling through commerce gives (decision 044): its price rule,
 * who may buy (a refusal in words, or null), and what paying delivers — run
 * inside the transaction that marks the order paid, so it happens exactly once
 * or not at all.
 */
export type ProductKind = {
  name: string
  label: string
  mayBuy(tx: Transaction, person: Person | null, product: string): Promise<string | null>
  priceFor(tx: Transaction, line: LineRequest, person: Person | null, now: Date): Promise<Price>
  fulfil(tx: Transaction, line: PaidLine): Promise<void>
  /**
   * Keeps what the line needs while its order awaits payment (stock, a
   * place): a refusal in words when there is not enough left. Run in the
   * transaction that starts checkout; `release` gives it back, once, when the
   * order expires or is cancelled (a kind may give `release` alone, to let go
   * of what the unpaid line started). Kinds with nothing limited leave both out.
   */
  hold?(tx: Transaction, line: HeldLine): Promise<string | null>
  release?(tx: Transaction, line: HeldLine): Promise<void>
  /**
   * Runs once the transaction that paid the order has committed, with this
   * kind's lines of it: for what must not happen inside it (expiring cached
   * pages that would otherwise be re-rendered from data not yet committed).
   * Its failure is logged, never undoes the payment.
   */
  afterPaid?(payload: Payload, lines: PaidLine[]): Promise<void> | void
  /**
   * For kinds whose lines renew: the line of the renewal's order, made from
   * the first order's line when the provider has taken the year's payment
   * (in the transaction that makes that order, once per payment). Without
   * it, the renewal buys the same product again.
   */
  renew?(tx: Transaction, line: PaidLine): Promise<LineRequest>
  /** The provider will take no more renewals of the first order's line (stopped, or its payments failed). */
  renewalsEnded?(tx: Transaction, line: PaidLine): Promise<void>
  /** Its section of the receipt of an order with its lines, or null for none (decision 076). */
  receiptPart?(db: SqlExecutor, order: ReceiptOrder): Promise<ReceiptPart | null>
  /** The receipt's words when every line of the order is of this kind. */
  receiptWording?: ReceiptWording
  /**
   * The kind mails its own acknowledgement of what was paid (a gift's, from
   * staff's template): an order of only such lines gets no receipt mail of
   * commerce's, so nobody is thanked twice for one payment.
   */
  mailsItsOwnAcknowledgement?: boolean
  /**
   * The kind's own mail carries the order's receipt (its number, what was
   * paid, the link to the receipt and the PDF of every line): an order with
   * such a line gets no receipt mail of commerce's, so one payment is one
   * mail (an order's tickets, decision 076).
   */
  mailsTheReceipt?: boolean
}

/** An order as its kinds add to its receipt: every line, of every kind, so a kind can say what the others were. */
export type ReceiptOrder = {
  id: number
  number: string
  currency: string
  /** Paid (and perhaps refunded since): the receipt of money taken, not an order waiting for it. */
  paid: boolean
  lines: Pick<PaidLine, 'kind' | 'product' | 'description' | 'unitPriceMinor' | 'quantity'>[]
}

/**
 * What a kind adds to a receipt (page, PDF and mail) of an order with its
 * lines: a section under its heading, with sentences, facts, and codes people
 * show at a door, each with its QR code as a PNG `data:` address.
 */
export type ReceiptPart = {
  heading: string
  paragraphs: string[]
  facts?: { label: string; value: string }[]
  codes?: { label: string; code: string; qr: string }[]
}

/** How a receipt is worded when every line of its order is of one kind (a gift's: "Gift acknowledgement", "Given by"). */
export type ReceiptWording = { title: string; buyer: string; paidStatus: string; thanks: string }

/** A line of an order as its kind holds and releases it. */
export type HeldLine = Pick<PaidLine, 'kind' | 'product' | 'description' | 'quantity'>

const KIND_NAME = /^[a-z][a-z0-9-]{0,49}$/

/**
 * The kinds this application sells, assembled with its Payload config
 * (`custom.productKinds`), so every bundle of the app that reaches Payload
 * reaches the same kinds. Complete once the config is built: a line of an
 * unknown kind is refused when an order is made.
 */
export class ProductKinds {
  private readonly kinds = new Map<string, ProductKind>()

  constructor(kinds: readonly ProductKind[] = []) {
    for (const kind of kinds) this.register(kind)
  }

  /** Adds a kind; a second kind of the same name is a mistake in the code, refused at once. */
  register(kind: ProductKind): void {
    if (!KIND_NAME.test(kind.name)) {
      throw new Error(`"${kind.name}" is not a product kind's name: use lower-case letters, digits and dashes.`)
    }
    if (this.kinds.has(kind.name)) throw new Error(`The product kind "${kind.name}" is registered twice.`)
    this.kinds.set(kind.name, kind)
  }

  /** The kind of that name, or undefined when no domain registered it. */
  get(name: string): ProductKind | undefined {
    return this.kinds.get(name)
  }

  /** The kind of that name; an unknown one is refused in words. */
  require(name: string): ProductKind {
    const kind = this.kinds.get(name)
    if (!kind) throw new Error(`No product kind "${name}" is registered: this line cannot be sold or fulfilled.`)
    return kind
  }

  names(): string[] {
    return [...this.kinds.keys()].sort()
  }
}

/** The kinds of the application Payload was built with. */
export function productKinds(payload: Payload): ProductKinds {
  const kinds = payload.config.custom?.productKinds as ProductKinds | undefined
  // Not `instanceof`: the config may have been built by another bundle of the app, with its own copy of the class.
  if (typeof kinds?.require !== 'function') {
    throw new Error('The Payload config has no product kinds: set custom.productKinds to new ProductKinds([...]).')
  }
  return kinds
}
