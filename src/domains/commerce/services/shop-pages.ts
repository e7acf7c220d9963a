import type { Payload } from 'payload'

import { pageImage, type PageImage } from '@/domains/media'
import { cachedPageData } from '@/platform/http/public-pages'
import type { Product, ProductCategory } from '@/payload-types'

import { soldOut } from './catalogue'
import { SHOP_DATA_SECONDS, SHOP_TAG } from './shop-cache'

/**
 * The data of `/shop` and `/shop/{slug}`, read as an anonymous visitor
 * (`overrideAccess: false`, no user: only products on sale) and cached under
 * `SHOP_TAG`, which saving a product or category expires (decision 039).
 * What depends on the person (their cart) is not in it.
 */

export type ShopCard = {
  id: number
  name: string
  slug: string
  shortDescription: string | null
  priceMinor: number
  soldOut: boolean
  picture: PageImage | null
}

export type ShopSection = { name: string; slug: string; products: ShopCard[] }

export type ShopProductPage = ShopCard & {
  kind: string
  description: string | null
  category: { name: string; slug: string } | null
  pictures: PageImage[]
}

function card(payload: Payload, product: Product): ShopCard {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug ?? String(product.id),
    shortDescription: product.shortDescription ?? null,
    priceMinor: product.priceMinor,
    soldOut: soldOut(product.stock),
    picture: pageImage(product.pictures?.[0], payload.logger),
  }
}

/** Categories in their order with their products on sale by name; products of no category last, as "More". */
async function loadCatalogue(payload: Payload): Promise<ShopSection[]> {
  const [categories, products] = await Promise.all([
    payload.find({
      collection: 'product-categories',
      sort: ['sortOrder', 'name'],
      pagination: false,
      depth: 0,
      overrideAccess: false,
    }),
    payload.find({
      collection: 'products',
      where: { active: { equals: true } },
      sort: 'name',
      pagination: false,
      depth: 1,
      overrideAccess: false,
    }),
  ])
  const categoryOf = (product: Product) =>
    typeof product.category === 'object' && product.category ? product.category.id : (product.category ?? null)
  const sections: ShopSection[] = categories.docs.map((category: ProductCategory) => ({
    name: category.name,
    slug: category.slug ?? String(category.id),
    products: products.docs.filter((product) => categoryOf(product) === category.id).map((p) => card(payload, p)),
  }))
  const known = new Set(categories.docs.map((category) => category.id))
  const rest = products.docs.filter((product) => {
    const id = categoryOf(product)
    return id === null || !known.has(id)
  })
  if (rest.length > 0) {
    sections.push({ name: 'More from the shop', slug: 'more', products: rest.map((p) => card(payload, p)) })
  }
  return sections.filter((section) => section.products.length > 0)
}

async function loadProduct(payload: Payload, slug: string): Promise<ShopProductPage | null> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ slug: { equals: slug } }, { active: { equals: true } }] },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  const product = docs[0]
  if (!product) return null
  const category = typeof product.category === 'object' && product.category ? product.category : null
  return {
    ...card(payload, product),
    kind: product.kind,
    description: product.description ?? null,
    category: category ? { name: category.name, slug: category.slug ?? String(category.id) } : null,
    pictures: (product.pictures ?? []).map((picture) => pageImage(picture, payload.logger)).filter((p) => p !== null),
  }
}

export function shopCatalogue(payload: Payload): Promise<ShopSection[]> {
  return cachedPageData(() => loadCatalogue(payload), ['shop', 'catalogue'], {
    tags: [SHOP_TAG],
    revalidate: SHOP_DATA_SECONDS,
  })()
}

const SLUG_MAX = 200

/** A product on sale by its address, or null (→ 404). */
export function shopProduct(payload: Payload, slug: string): Promise<ShopProductPage | null> {
  if (!slug || slug.length > SLUG_MAX) return Promise.resolve(null)
  return cachedPageData((key: string) => loadProduct(payload, key), ['shop', 'product'], {
    tags: [SHOP_TAG],
    revalidate: SHOP_DATA_SECONDS,
  })(slug)
}

/** `/shop/_payload.json` (decision 101): the products on sale by category, as the page shows them. */
export async function shopPageData(payload: Payload) {
  return { path: '/shop', sections: await shopCatalogue(payload) }
}

/** `/shop/{slug}/_payload.json`: a product on sale, or null (→ 404). */
export async function productPageData(payload: Payload, slug: string) {
  const product = await shopProduct(payload, slug)
  return product ? { path: `/shop/${product.slug}`, product } : null
}
