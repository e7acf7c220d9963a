import type { ProductKind } from '@/domains/commerce'

/**
 * Only when TEST_ROUTES=true (never in production): a product kind for the browser tests, two prints at
 * fixed prices and nothing to deliver (`POST /testing/paid-order`). Registered in the config, not by the
 * route on first use: an order of it left unpaid must not stop a second process from starting (the check
 * of stored line kinds, decision 044).
 */
export const TEST_PRINTS: ProductKind = {
  name: 'test-print',
  label: 'Print (test)',
  mayBuy: async () => null,
  priceFor: async (_tx, line) => ({
    unitMinor: line.product === 'harbour' ? 2500 : 1250,
    description: line.product === 'harbour' ? 'Print “Harbour at dusk”' : 'Open Studios guide',
    reason: 'test price',
  }),
  fulfil: async () => undefined,
}
