import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'

import { buffer } from 'node:stream/consumers'

import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterReadHook,
  CollectionBeforeOperationHook,
  CollectionSlug,
  Payload,
} from 'payload'

import { filePath, StorageError, type BucketName, type Caller, type Storage } from '@/platform/storage'

/**
 * Where an upload collection keeps its files in our storage service, instead of
 * Payload's `staticDir` (decision 022): the original and every image size as
 * `{bucket}/{folder}/{filename}`.
 */
export type StoredUploads = {
  storage: (payload: Payload) => Storage
  /** The upload collection whose files these are. */
  collection: CollectionSlug
  bucket: BucketName
  folder: string
  /** The separate origin files are served from (`FILES_PUBLIC_URL`), or none for the site's own. */
  filesUrl?: string
}

/**
 * Payload has already applied the collection's access rules when these hooks
 * run (or the caller chose `overrideAccess`), so the files are written as the
 * system, not as the person: a staff-only folder must not refuse a script.
 */
const SYSTEM: Caller = { id: 'payload', staff: true }

type SizeData = { filename?: string | null; mimeType?: string | null; url?: string | null }
type UploadDoc = {
  filename?: string | null
  mimeType?: string | null
  url?: string | null
  sizes?: Record<string, SizeData | undefined> | null
}

/** Every stored file of a document: the original first, then its sizes. */
export function filesOf(doc: UploadDoc): { filename: string; mimeType?: string; size?: string }[] {
  if (!doc.filename) return []
  const sizes = Object.entries(doc.sizes ?? {}).flatMap(([size, data]) =>
    data?.filename ? [{ filename: data.filename, mimeType: data.mimeType ?? undefined, size }] : [],
  )
  return [{ filename: doc.filename, mimeType: doc.mimeType ?? undefined }, ...sizes]
}

/** A stored file's address: on the files' own origin when there is one, else the site's. */
export const uploadUrl = (options: Pick<StoredUploads, 'bucket' | 'folder' | 'filesUrl'>, filename: string) =>
  `${options.filesUrl ?? ''}${filePath(options.bucket, `${options.folder}/${filename}`)}`

export function storedUploads(options: StoredUploads) {
  const objectName = (filename: string) => `${options.folder}/${filename}`
  const urlOf = (filename: string) => uploadUrl(options, filename)

  async function remove(payload: Payload, filenames: string[]) {
    const storage = options.storage(payload)
    for (const filename of filenames) {
      await storage.deleteObject(SYSTEM, options.bucket, objectName(filename)).catch((error: unknown) => {
        // Already gone is what we wanted.
        if (error instanceof StorageError && error.code === 'storage/object-not-found') return
        throw error
      })
    }
  }

  /**
   * Stores the files Payload made for a new or replaced upload. It runs inside
   * the operation's transaction, so a failed write undoes the document too.
   */
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    const file = req.file
    if (!file) return doc
    const storage = options.storage(req.payload)
    const files = filesOf(doc as UploadDoc)
    const bytesOf = (filename: string, size: string | undefined): Readable => {
      // Payload leaves a large original in its temporary file (already re-encoded) rather than in memory.
      if (size === undefined)
        return file.tempFilePath ? createReadStream(file.tempFilePath) : Readable.from([file.data])
      const bytes = req.payloadUploadSizes?.[size]
      // Payload remakes every size whenever it has a file; a size without bytes would be stored empty.
      if (!bytes) throw new Error(`Payload made no "${size}" image for ${filename}`)
      return Readable.from([bytes])
    }
    for (const { filename, mimeType, size } of files) {
      await storage.upload(SYSTEM, {
        bucket: options.bucket,
        name: objectName(filename),
        patch: { fields: { contentType: mimeType ?? null } },
        mediaType: mimeType,
        body: bytesOf(filename, size),
      })
    }
    const kept = new Set(files.map((entry) => entry.filename))
    const replaced = filesOf((previousDoc ?? {}) as UploadDoc).filter((entry) => !kept.has(entry.filename))
    await remove(
      req.payload,
      replaced.map((entry) => entry.filename),
    )
    return doc
  }

  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await remove(
      req.payload,
      filesOf(doc as UploadDoc).map((entry) => entry.filename),
    )
  }

  /**
   * A crop (or a new pixel size) of a stored image without a new file: Payload
   * would fetch the original back over HTTP from its `url`, which its
   * safeguards refuse for this very server, so the original is handed to it
   * from storage. A new focal point alone changes no file (every size is a
   * width, not a crop): it is saved as data rather than re-making six sizes.
   */
  const beforeOperation: CollectionBeforeOperationHook = async ({ args, operation, req, collection }) => {
    const id = 'id' in args ? (args.id as number | string | undefined) : undefined
    if (operation !== 'update' || req.file || id === undefined) return args
    const edits = req.query?.uploadEdits as Record<string, unknown> | undefined
    if (!edits || typeof edits !== 'object') return args
    if (!edits.crop && !edits.heightInPixels && !edits.widthInPixels) {
      const focal = edits.focalPoint as { x?: unknown; y?: unknown } | undefined
      delete req.query.uploadEdits
      if (typeof focal?.x !== 'number' || typeof focal.y !== 'number') return args
      return { ...args, data: { ...args.data, focalX: focal.x, focalY: focal.y } }
    }
    const current = (await req.payload.findByID({
      collection: collection.slug,
      id,
      depth: 0,
      overrideAccess: true,
      req,
    })) as UploadDoc
    if (!current.filename) return args
    const storage = options.storage(req.payload)
    const object = await storage.getObject(SYSTEM, options.bucket, objectName(current.filename))
    const data = await buffer((await storage.openBytes(object)).body)
    req.file = {
      data,
      mimetype: current.mimeType ?? object.contentType ?? 'application/octet-stream',
      name: current.filename,
      size: data.length,
    }
    return args
  }

  /** Addresses on the stable, cacheable download route, not Payload's `/api/{slug}/file/…`. */
  const afterRead: CollectionAfterReadHook = ({ doc }) => {
    const upload = doc as UploadDoc
    if (upload.filename) upload.url = urlOf(upload.filename)
    for (const size of Object.values(upload.sizes ?? {})) {
      if (size) size.url = size.filename ? urlOf(size.filename) : null
    }
    return doc
  }

  /** Payload's own file route (`/api/{slug}/file/{filename}`), which the control panel may use, sends the reader on. */
  const redirectToStorage = (_req: unknown, { params }: { params: { filename: string } }) =>
    new Response(null, { status: 302, headers: { Location: urlOf(params.filename) } })

  /**
   * Files in the folder that no document holds: left by an operation that
   * failed after its files were stored (its transaction undid the row, not
   * the bytes). Only files last written before `before` are removed, so an
   * upload still in progress elsewhere keeps its own.
   */
  async function removeStrayFiles(payload: Payload, before: Date): Promise<string[]> {
    const held = new Set<string>()
    for (let page = 1, more = true; more; page += 1) {
      const found = await payload.find({
        collection: options.collection,
        depth: 0,
        page,
        limit: 500,
        overrideAccess: true,
      })
      for (const doc of found.docs) for (const file of filesOf(doc as UploadDoc)) held.add(file.filename)
      more = found.hasNextPage
    }
    const storage = options.storage(payload)
    const stray: string[] = []
    let pageToken: string | null = null
    do {
      const listing = await storage.list(SYSTEM, options.bucket, {
        prefix: `${options.folder}/`,
        pageToken,
        maxResults: 1000,
      })
      for (const object of listing.items) {
        const filename = object.name.slice(options.folder.length + 1)
        if (!held.has(filename) && object.updated < before) stray.push(filename)
      }
      pageToken = listing.nextPageToken ?? null
    } while (pageToken)
    await remove(payload, stray)
    return stray
  }

  return {
    url: urlOf,
    removeStrayFiles,
    upload: { disableLocalStorage: true, handlers: [redirectToStorage] },
    hooks: {
      beforeOperation: [beforeOperation],
      afterChange: [afterChange],
      afterDelete: [afterDelete],
      afterRead: [afterRead],
    },
  }
}
