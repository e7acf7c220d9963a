import type { Pool } from 'pg'

import { StorageError } from './errors'
import type { StoredObject, WritableMetadata } from './metadata'
import type { PageStart } from './pagination'

/**
 * The database storage needs: a `pg` pool or anything with its `query` and
 * `connect` (the application passes Payload's own pool). Raw SQL on the
 * tables of migration `20261122_090000_storage`.
 */
export type StorageDatabase = Pick<Pool, 'query' | 'connect'>

type Queryable = Pick<Pool, 'query'>

type ObjectRow = {
  bucket: string
  name: string
  generation: string
  metageneration: string
  size: string
  md5_hash: string
  crc32c: string
  content_type: string | null
  cache_control: string | null
  content_disposition: string | null
  content_encoding: string | null
  content_language: string | null
  custom_metadata: Record<string, string>
  owner: string | null
  time_created: Date
  updated: Date
}

export type ObjectWithOwner = StoredObject & { owner?: string }

function toObject(row: ObjectRow): ObjectWithOwner {
  const object: ObjectWithOwner = {
    bucket: row.bucket,
    name: row.name,
    generation: row.generation,
    metageneration: row.metageneration,
    size: Number(row.size),
    md5Hash: row.md5_hash,
    crc32c: row.crc32c,
    customMetadata: row.custom_metadata,
    timeCreated: row.time_created,
    updated: row.updated,
  }
  if (row.content_type !== null) object.contentType = row.content_type
  if (row.cache_control !== null) object.cacheControl = row.cache_control
  if (row.content_disposition !== null) object.contentDisposition = row.content_disposition
  if (row.content_encoding !== null) object.contentEncoding = row.content_encoding
  if (row.content_language !== null) object.contentLanguage = row.content_language
  if (row.owner !== null) object.owner = row.owner
  return object
}

function metadataValues(metadata: WritableMetadata) {
  return [
    metadata.contentType ?? null,
    metadata.cacheControl ?? null,
    metadata.contentDisposition ?? null,
    metadata.contentEncoding ?? null,
    metadata.contentLanguage ?? null,
    JSON.stringify(metadata.customMetadata),
  ]
}

async function inTransaction<T>(database: StorageDatabase, work: (client: Queryable) => Promise<T>): Promise<T> {
  const client = await database.connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

function preconditionFailed(what: string): StorageError {
  return new StorageError('storage/invalid-argument', `Precondition failed: ${what}.`, 412)
}

export type NewObject = {
  bucket: string
  name: string
  generation: string
  size: number
  md5Hash: string
  crc32c: string
  metadata: WritableMetadata
  owner?: string
  ifGenerationMatch?: string
  now: Date
}

export type Session = {
  id: string
  bucket: string
  name: string
  metadata: WritableMetadata
  owner?: string
  declaredSize?: number
  ifGenerationMatch?: string
  received: number
  crc32cState: number
  driverState: string
  completedGeneration?: string
  expiresAt: Date
}

type SessionRow = {
  id: string
  bucket: string
  name: string
  metadata: WritableMetadata
  owner: string | null
  declared_size: string | null
  if_generation_match: string | null
  received: string
  crc32c_state: string
  driver_state: string
  completed_generation: string | null
  expires_at: Date
}

function toSession(row: SessionRow): Session {
  const session: Session = {
    id: row.id,
    bucket: row.bucket,
    name: row.name,
    metadata: row.metadata,
    received: Number(row.received),
    crc32cState: Number(row.crc32c_state),
    driverState: row.driver_state,
    expiresAt: row.expires_at,
  }
  if (row.owner !== null) session.owner = row.owner
  if (row.declared_size !== null) session.declaredSize = Number(row.declared_size)
  if (row.if_generation_match !== null) session.ifGenerationMatch = row.if_generation_match
  if (row.completed_generation !== null) session.completedGeneration = row.completed_generation
  return session
}

export type ListedKey = { key: string; isPrefix: boolean }

export function objectStore(database: StorageDatabase) {
  return {
    async get(bucket: string, name: string): Promise<ObjectWithOwner | undefined> {
      const { rows } = await database.query<ObjectRow>(
        'SELECT * FROM storage_objects WHERE bucket = $1 AND name = $2',
        [bucket, name],
      )
      return rows[0] && toObject(rows[0])
    },

    /** Bytes stored in one person's folders. */
    async usage(owner: string): Promise<number> {
      const { rows } = await database.query<{ total: string }>(
        'SELECT coalesce(sum(size), 0) AS total FROM storage_objects WHERE owner = $1',
        [owner],
      )
      return Number(rows[0]!.total)
    },

    /**
     * Records a new generation of an object in one transaction: the owner's
     * quota is checked under a lock of that owner's, so two uploads at once
     * cannot both slip under it. Returns the generation it replaced, whose
     * bytes the caller then removes.
     */
    async commit(
      object: NewObject,
      quotaBytes: number,
      sessionId?: string,
    ): Promise<{ object: ObjectWithOwner; replaced?: string }> {
      return inTransaction(database, async (client) => {
        if (object.owner !== undefined) {
          await client.query("SELECT pg_advisory_xact_lock(hashtext('vernissage-storage-owner:' || $1))", [
            object.owner,
          ])
        }
        const { rows: current } = await client.query<{ generation: string; size: string; owner: string | null }>(
          'SELECT generation, size, owner FROM storage_objects WHERE bucket = $1 AND name = $2 FOR UPDATE',
          [object.bucket, object.name],
        )
        const previous = current[0]
        if (object.ifGenerationMatch !== undefined && (previous?.generation ?? '0') !== object.ifGenerationMatch) {
          throw preconditionFailed(`the object's generation is not ${object.ifGenerationMatch}`)
        }
        if (object.owner !== undefined) {
          const { rows } = await client.query<{ total: string }>(
            'SELECT coalesce(sum(size), 0) AS total FROM storage_objects WHERE owner = $1',
            [object.owner],
          )
          const freed = previous && previous.owner === object.owner ? Number(previous.size) : 0
          if (Number(rows[0]!.total) - freed + object.size > quotaBytes) throw quotaExceeded(quotaBytes)
        }
        const { rows } = await client.query<ObjectRow>(
          `INSERT INTO storage_objects (bucket, name, generation, metageneration, size, md5_hash, crc32c,
             content_type, cache_control, content_disposition, content_encoding, content_language, custom_metadata,
             owner, time_created, updated)
           VALUES ($1, $2, $3, 1, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, $14)
           ON CONFLICT (bucket, name) DO UPDATE SET generation = excluded.generation, metageneration = 1,
             size = excluded.size, md5_hash = excluded.md5_hash, crc32c = excluded.crc32c,
             content_type = excluded.content_type, cache_control = excluded.cache_control,
             content_disposition = excluded.content_disposition, content_encoding = excluded.content_encoding,
             content_language = excluded.content_language, custom_metadata = excluded.custom_metadata,
             owner = excluded.owner, time_created = excluded.time_created, updated = excluded.updated
           RETURNING *`,
          [
            object.bucket,
            object.name,
            object.generation,
            object.size,
            object.md5Hash,
            object.crc32c,
            ...metadataValues(object.metadata),
            object.owner ?? null,
            object.now,
          ],
        )
        if (sessionId) {
          await client.query('UPDATE storage_upload_sessions SET completed_generation = $2 WHERE id = $1', [
            sessionId,
            object.generation,
          ])
        }
        return { object: toObject(rows[0]!), replaced: previous?.generation }
      })
    },

    /** Sets new metadata when the metageneration is still the one it was computed from. */
    async updateMetadata(
      current: StoredObject,
      metadata: WritableMetadata,
      metageneration: string,
      now: Date,
    ): Promise<ObjectWithOwner | undefined> {
      const { rows } = await database.query<ObjectRow>(
        `UPDATE storage_objects SET content_type = $4, cache_control = $5, content_disposition = $6,
           content_encoding = $7, content_language = $8, custom_metadata = $9::jsonb, metageneration = $10, updated = $11
         WHERE bucket = $1 AND name = $2 AND metageneration = $3 AND generation = $12
         RETURNING *`,
        [
          current.bucket,
          current.name,
          current.metageneration,
          ...metadataValues(metadata),
          metageneration,
          now,
          current.generation,
        ],
      )
      return rows[0] && toObject(rows[0])
    },

    /** Removes the row; the generation whose bytes are to go, or nothing when there was no such object. */
    async remove(bucket: string, name: string, ifGenerationMatch?: string): Promise<string | undefined> {
      const { rows } = await database.query<{ generation: string }>(
        `DELETE FROM storage_objects WHERE bucket = $1 AND name = $2 AND ($3::bigint IS NULL OR generation = $3)
         RETURNING generation`,
        [bucket, name, ifGenerationMatch ?? null],
      )
      return rows[0]?.generation
    },

    /**
     * One page of keys under a prefix, in byte order: names, or with a
     * delimiter, the prefixes that group the names below the next delimiter.
     */
    async listKeys(
      bucket: string,
      prefix: string,
      delimiter: string | undefined,
      start: PageStart | undefined,
      limit: number,
    ): Promise<ListedKey[]> {
      const { rows } = await database.query<{ key: string; is_prefix: boolean }>(
        `WITH matching AS (
           SELECT name, CASE WHEN $3::text <> '' AND strpos(substr(name, length($2) + 1), $3) > 0
             THEN left(name, length($2) + strpos(substr(name, length($2) + 1), $3) + length($3) - 1)
             ELSE name END COLLATE "C" AS key
           FROM storage_objects
           WHERE bucket = $1 AND name >= $2 AND starts_with(name, $2)
         )
         SELECT key, bool_or(key <> name) AS is_prefix FROM matching
         WHERE $4::text IS NULL OR key > $4 OR ($5 AND key = $4)
         GROUP BY key ORDER BY key LIMIT $6`,
        [bucket, prefix, delimiter ?? '', start?.from ?? null, start?.inclusive ?? false, limit],
      )
      return rows.map((row) => ({ key: row.key, isPrefix: row.is_prefix }))
    },

    async getMany(bucket: string, names: string[]): Promise<ObjectWithOwner[]> {
      if (names.length === 0) return []
      const { rows } = await database.query<ObjectRow>(
        'SELECT * FROM storage_objects WHERE bucket = $1 AND name = ANY($2::text[]) ORDER BY name',
        [bucket, names],
      )
      return rows.map(toObject)
    },
  }
}

export function quotaExceeded(quotaBytes: number): StorageError {
  const megabytes = Math.round(quotaBytes / (1024 * 1024))
  return new StorageError(
    'storage/quota-exceeded',
    `This upload would take the folder's owner over the ${megabytes} MB quota.`,
  )
}

export function sessionStore(database: StorageDatabase) {
  return {
    async create(session: Omit<Session, 'received' | 'crc32cState' | 'completedGeneration'>): Promise<void> {
      await database.query(
        `INSERT INTO storage_upload_sessions (id, bucket, name, metadata, owner, declared_size, if_generation_match,
           driver_state, expires_at)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9)`,
        [
          session.id,
          session.bucket,
          session.name,
          JSON.stringify(session.metadata),
          session.owner ?? null,
          session.declaredSize ?? null,
          session.ifGenerationMatch ?? null,
          session.driverState,
          session.expiresAt,
        ],
      )
    },

    async get(id: string): Promise<Session | undefined> {
      const { rows } = await database.query<SessionRow>('SELECT * FROM storage_upload_sessions WHERE id = $1', [id])
      return rows[0] && toSession(rows[0])
    },

    /**
     * Records a chunk, if no other request recorded one since `from` was
     * read; false when one did (the chunk must then not count).
     */
    async advance(
      id: string,
      from: number,
      to: number,
      crc32cState: number,
      driverState: string,
      declaredSize?: number,
    ): Promise<boolean> {
      const { rowCount } = await database.query(
        `UPDATE storage_upload_sessions SET received = $3, crc32c_state = $4, driver_state = $5,
           declared_size = coalesce(declared_size, $6)
         WHERE id = $1 AND received = $2 AND completed_generation IS NULL`,
        [id, from, to, crc32cState, driverState, declaredSize ?? null],
      )
      return rowCount === 1
    },

    async remove(id: string): Promise<void> {
      await database.query('DELETE FROM storage_upload_sessions WHERE id = $1', [id])
    },

    /** Takes the expired sessions off the table and returns them, for their bytes to be dropped. */
    async takeExpired(now: Date): Promise<Session[]> {
      const { rows } = await database.query<SessionRow>(
        'DELETE FROM storage_upload_sessions WHERE expires_at <= $1 RETURNING *',
        [now],
      )
      return rows.map(toSession)
    },
  }
}
