import type { FlattenedField, Payload, PayloadRequest, Where } from 'payload'

export const IMAGES = 'images'

/** A field that can hold an image: an upload or relationship to images, or rich text (its upload nodes). */
export type ImageReference = {
  /** Dotted path from the document's root, as Payload's queries take it (`gallery.image`). */
  path: string
  /** Labels of the fields on the way, for people (`Gallery › Image`). */
  label: string
  kind: 'relation' | 'polymorphic' | 'rich-text'
}

const labelOf = (field: FlattenedField) =>
  typeof field.label === 'string' && field.label ? field.label : field.name.replace(/^./, (c) => c.toUpperCase())

/**
 * Every field of a collection or global that can point at an image, at any
 * depth (groups, arrays, named tabs, blocks). Payload's flattened fields have
 * already dissolved rows, collapsibles and unnamed tabs.
 */
export function imageReferences(
  fields: readonly FlattenedField[],
  prefix = '',
  labels: string[] = [],
): ImageReference[] {
  return fields.flatMap((field): ImageReference[] => {
    const path = prefix ? `${prefix}.${field.name}` : field.name
    const trail = [...labels, labelOf(field)]
    switch (field.type) {
      case 'upload':
      case 'relationship': {
        const targets = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
        if (!targets.includes(IMAGES)) return []
        return [{ path, label: trail.join(' › '), kind: Array.isArray(field.relationTo) ? 'polymorphic' : 'relation' }]
      }
      case 'richText':
        return [{ path, label: trail.join(' › '), kind: 'rich-text' }]
      case 'group':
      case 'array':
      case 'tab':
        return imageReferences(field.flattenedFields, path, trail)
      case 'blocks':
        return (field.blocks ?? []).flatMap((block) =>
          typeof block === 'string' ? [] : imageReferences(block.flattenedFields, path, trail),
        )
      default:
        return []
    }
  })
}

const sameId = (value: unknown, id: number | string) =>
  value !== null && value !== undefined && String(value) === String(id)

/** Whether a Lexical document holds an upload node of this image, at any depth. */
export function richTextShowsImage(value: unknown, id: number | string): boolean {
  if (Array.isArray(value)) return value.some((item) => richTextShowsImage(item, id))
  if (!value || typeof value !== 'object') return false
  const node = value as Record<string, unknown>
  if (node.type === 'upload' && node.relationTo === IMAGES) {
    const target = node.value
    if (sameId(target, id)) return true
    if (target && typeof target === 'object' && sameId((target as { id?: unknown }).id, id)) return true
  }
  return Object.values(node).some(
    (child) => child !== null && typeof child === 'object' && richTextShowsImage(child, id),
  )
}

/** The values at a dotted path, through arrays and blocks (a block lacking the field gives nothing). */
export function valuesAt(doc: unknown, path: string): unknown[] {
  let values: unknown[] = [doc]
  for (const segment of path.split('.')) {
    values = values.flatMap((value) => {
      if (Array.isArray(value)) return value.map((item) => (item as Record<string, unknown>)?.[segment])
      if (value && typeof value === 'object') return [(value as Record<string, unknown>)[segment]]
      return []
    })
  }
  return values.flatMap((value) => (Array.isArray(value) ? value : [value])).filter((value) => value !== undefined)
}

function holdsImage(value: unknown, reference: ImageReference, id: number | string): boolean {
  if (reference.kind === 'rich-text') return richTextShowsImage(value, id)
  if (reference.kind === 'polymorphic') {
    const link = value as { relationTo?: unknown; value?: unknown } | null
    return link?.relationTo === IMAGES && sameId(link.value, id)
  }
  return (
    sameId(value, id) || (Boolean(value) && typeof value === 'object' && sameId((value as { id?: unknown }).id, id))
  )
}

/** One place an image is used: a document (or global) and the field that holds it. */
export type ImageUse = {
  entity: 'collection' | 'global'
  slug: string
  /** The collection's singular label or the global's label. */
  where: string
  /** The document's id; absent for a global. */
  id?: number | string
  /** The document's title (its `useAsTitle` field), or its id. */
  title: string
  field: string
}

/**
 * The coarse query that finds candidate documents in the database; each
 * candidate is then checked exactly. Rich text is matched on the upload nodes
 * at the top level of the document (where Lexical puts them) and then walked
 * in full; an image nested deeper inside another node of a document that has
 * none at the top is not found.
 */
function candidateQuery(reference: ImageReference, id: number | string): Where {
  if (reference.kind === 'rich-text') return { [`${reference.path}.root.children.value`]: { equals: id } }
  if (reference.kind === 'polymorphic')
    return {
      and: [{ [`${reference.path}.relationTo`]: { equals: IMAGES } }, { [`${reference.path}.value`]: { equals: id } }],
    }
  return { [reference.path]: { in: [id] } }
}

const PER_FIELD = 50

/**
 * Where an image is used, across every collection and global of the site.
 * Published documents only (the main tables): an older version that still
 * points at a deleted image shows it as missing.
 */
export async function whereUsed(
  payload: Payload,
  id: number | string,
  req?: Partial<PayloadRequest>,
): Promise<ImageUse[]> {
  const uses: ImageUse[] = []
  for (const collection of payload.config.collections) {
    if (collection.slug === IMAGES) continue
    const titleField = collection.admin?.useAsTitle ?? 'id'
    const label = typeof collection.labels?.singular === 'string' ? collection.labels.singular : collection.slug
    for (const reference of imageReferences(collection.flattenedFields)) {
      const found = await payload.find({
        collection: collection.slug,
        where: candidateQuery(reference, id),
        depth: 0,
        limit: PER_FIELD,
        overrideAccess: true,
        req,
      })
      for (const doc of found.docs as unknown as Record<string, unknown>[]) {
        if (!valuesAt(doc, reference.path).some((value) => holdsImage(value, reference, id))) continue
        const title = doc[titleField]
        uses.push({
          entity: 'collection',
          slug: collection.slug,
          where: label,
          id: doc.id as number | string,
          title: typeof title === 'string' && title ? title : `#${String(doc.id)}`,
          field: reference.label,
        })
      }
    }
  }
  for (const global of payload.config.globals) {
    const references = imageReferences(global.flattenedFields)
    if (references.length === 0) continue
    const doc = await payload.findGlobal({ slug: global.slug, depth: 0, overrideAccess: true, req })
    const label = typeof global.label === 'string' && global.label ? global.label : global.slug
    for (const reference of references) {
      if (valuesAt(doc, reference.path).some((value) => holdsImage(value, reference, id)))
        uses.push({ entity: 'global', slug: global.slug, where: label, title: label, field: reference.label })
    }
  }
  return uses
}

/** Why this image cannot be deleted, in words, or undefined when nothing uses it. */
export function inUseProblem(uses: readonly ImageUse[]): string | undefined {
  if (uses.length === 0) return undefined
  const places = uses.slice(0, 3).map((use) => (use.entity === 'global' ? use.where : `${use.where} “${use.title}”`))
  const more = uses.length > 3 ? ` and ${uses.length - 3} more` : ''
  return `This image is in use (${places.join(', ')}${more}): remove it there first, then delete it.`
}
