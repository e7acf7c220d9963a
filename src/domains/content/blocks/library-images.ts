import { pageImage, type PageImage } from '@/domains/media'
import { payloadInstance } from '@/platform/payload'

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : null

/**
 * The library pictures a block refers to, as a public page draws them
 * (`pageImage`: only with alt text), in the order given; null for one that is
 * missing, deleted or without alt text. A relationship Payload did not
 * populate (an id) is read as an anonymous visitor would.
 */
export async function libraryImages(values: readonly unknown[]): Promise<(PageImage | null)[]> {
  const payload = await payloadInstance()
  const ids = values.map(idOf).filter((id) => id !== null)
  const loaded =
    ids.length > 0
      ? await payload.find({
          collection: 'images',
          where: { id: { in: ids } },
          depth: 0,
          pagination: false,
          overrideAccess: false,
        })
      : { docs: [] }
  const byId = new Map(loaded.docs.map((doc) => [doc.id, doc]))
  return values.map((value) => {
    const id = idOf(value)
    return pageImage(id === null ? value : byId.get(id), payload.logger)
  })
}
