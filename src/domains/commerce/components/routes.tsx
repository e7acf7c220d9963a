import type { Metadata } from 'next'

import { config } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'
import { askedPath, notFoundMetadata, PageNotFound } from '@/ui/NotFoundPage'

import { formatMoney } from '../services/money'
import { shopCatalogue, shopProduct } from '../services/shop-pages'
import { ProductView } from './ProductView'
import { ShopView } from './ShopView'

/**
 * The shop's public pages as route files call them (decision 039): their
 * data cached under the shop's tag, the same HTML for everyone; the cart's
 * count is drawn in the browser.
 */

const money = (minor: number) => formatMoney({ minor, currency: config().CURRENCY })

export const shopMetadata: Metadata = {
  title: 'Shop',
  description: 'Prints, the Open Studios guide and things made with the artists of our city.',
}

export async function ShopRoute() {
  const sections = await shopCatalogue(await payloadInstance())
  const prices = new Map(
    sections.flatMap((section) => section.products.map((product) => [product.id, money(product.priceMinor)] as const)),
  )
  return <ShopView sections={sections} prices={prices} />
}

export async function productMetadata(slug: string): Promise<Metadata> {
  const product = await shopProduct(await payloadInstance(), slug)
  if (!product) return notFoundMetadata
  return {
    title: product.name,
    description: product.shortDescription ?? `${product.name}, from the shop.`,
    alternates: { canonical: `/shop/${product.slug}` },
  }
}

export async function ProductRoute({ slug }: { slug: string }) {
  const product = await shopProduct(await payloadInstance(), slug)
  if (!product) return <PageNotFound path={askedPath('shop', slug)} />
  return <ProductView product={product} price={money(product.priceMinor)} />
}

/** Pages for one person: kept out of search engines. */
export const cartMetadata: Metadata = { title: 'Your cart', robots: { index: false, follow: false } }
export const checkoutMetadata: Metadata = { title: 'Check out', robots: { index: false, follow: false } }
