/** What `endPool` needs of a `pg` pool, its internals included (pg-pool keeps no public list of its clients). */
export type EndablePool = {
  end: () => Promise<void>
  _clients?: { release?: (error: Error) => void }[]
  _idle?: { client: unknown }[]
}

/**
 * Ends a pool whose clients may still be checked out for good — Payload's
 * database adapter holds one to notice a lost connection, and `pool.end()`
 * alone waits for it to come back, for ever. Each client still out is given
 * back with an error, so that the pool ends it and forgets it; the pool then
 * ends its idle clients and finishes, every connection closed gracefully
 * (before the database stops, rather than cut off by it). Call it once no
 * query is running: a client given back is ended even if it is in use.
 */
export async function endPool(pool: EndablePool): Promise<void> {
  const idle = new Set((pool._idle ?? []).map(({ client }) => client))
  for (const client of pool._clients ?? []) {
    if (!idle.has(client)) client.release?.(new Error('The pool is ending'))
  }
  await pool.end()
}
