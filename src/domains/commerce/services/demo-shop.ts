import type { Payload } from 'payload'

import { pictureSvg, storeDrawings } from '@/domains/media'

/**
 * A small shop for a fresh demo database (decision 028's first start), so a
 * newcomer sees a living shop: three shelves, a few things on each, one with
 * little stock left. Only when the shop has no products and no categories,
 * so a shop staff have started is never touched. Each product has a drawn
 * picture in the image library, for staff to replace with a photograph.
 */
const CATEGORIES = [
  { name: 'Prints', sortOrder: 1 },
  { name: 'Open Studios guide', sortOrder: 2 },
  { name: 'Bags and goods', sortOrder: 3 },
]

const PRODUCTS = [
  {
    name: 'Neighbourhood map print',
    kind: 'merchandise',
    category: 'Prints',
    shortDescription: 'A two-colour risograph of the Open Studios map, 30 × 40 cm.',
    description:
      'Printed in the city on recycled paper, in a numbered edition of 100.\n\nShipped rolled in a tube, or collected at the office.',
    priceMinor: 3500,
    stock: 12,
  },
  {
    name: 'Artist poster set',
    kind: 'merchandise',
    category: 'Prints',
    shortDescription: 'Three posters from last year’s featured artists.',
    description: 'Three A2 posters on matte paper, each signed on the back by its artist.',
    priceMinor: 4800,
    stock: 2,
  },
  {
    name: 'Open Studios guide',
    kind: 'guide-copy',
    category: 'Open Studios guide',
    shortDescription: 'The printed guide: every studio, map and weekend.',
    description:
      'The full-colour guide to this year’s Open Studios: every participating artist, a map of each weekend and the neighbourhood walks.\n\nMembers collect theirs free at any studio; this copy is posted to you.',
    priceMinor: 1000,
    stock: 200,
  },
  {
    name: 'Canvas tote bag',
    kind: 'merchandise',
    category: 'Bags and goods',
    shortDescription: 'Heavy cotton, printed with this year’s Open Studios artwork.',
    description: 'Natural cotton canvas, 38 × 42 cm, with long handles. Screen-printed by a local studio.',
    priceMinor: 1800,
    stock: 40,
  },
  {
    name: 'Enamel pin',
    kind: 'merchandise',
    category: 'Bags and goods',
    shortDescription: 'The Vernissage easel, in hard enamel.',
    description: 'A 25 mm hard-enamel pin with a rubber clasp.',
    priceMinor: 800,
    stock: null,
  },
] as const

export async function seedDemoShop(payload: Payload): Promise<number> {
  const [products, categories] = await Promise.all([
    payload.count({ collection: 'products', overrideAccess: true }),
    payload.count({ collection: 'product-categories', overrideAccess: true }),
  ])
  if (products.totalDocs > 0 || categories.totalDocs > 0) return 0
  const ids = new Map<string, number>()
  for (const category of CATEGORIES) {
    const made = await payload.create({ collection: 'product-categories', overrideAccess: true, data: category })
    ids.set(category.name, made.id)
  }
  const pictures = await storeDrawings(
    payload,
    PRODUCTS.map((product, index) => ({
      filename: `demo-product-${index + 1}.jpg`,
      alt: `An abstract composition of colour fields and brush strokes, standing in for a photograph of the ${product.name.toLowerCase()}`,
      svg: () => pictureSvg(200 + index, 800, 600),
    })),
  )
  for (const [index, product] of PRODUCTS.entries()) {
    await payload.create({
      collection: 'products',
      overrideAccess: true,
      data: { ...product, category: ids.get(product.category), pictures: [pictures[index]!], active: true },
    })
  }
  return PRODUCTS.length
}
