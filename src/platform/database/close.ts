/** What `endPool` needs of a `pg` pool, its internals included (pg-pool keeps no public list of its clients). */
export type EndablePool = {
  end: () => Promise<void>
  on: (event: 'remove', listener: () => void) => unknown
  off: (event: 'remove', listener: () => void) => unknown
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
 *
 * `pool.end()` resolves once it has asked its clients to end, not once they
 * have: a database stopped at that moment tells a client still closing that
 * it is terminated, and the pool throws that as an unhandled `error` event.
 * So this waits for the pool's `remove` of each client, which comes when its
 * connection has closed.
 */
export async function endPool(pool: EndablePool): Promise<void> {
  const clients = [...(pool._clients ?? [])]
  let left = clients.length
  const closed = new Promise<void>((resolve) => {
    if (left === 0) return resolve()
    const onRemove = () => {
      left -= 1
      if (left > 0) return
      pool.off('remove', onRemove)
      resolve()
    }
    pool.on('remove', onRemove)
  })
  const idle = new Set((pool._idle ?? []).map(({ client }) => client))
  for (const client of clients) {
    if (!idle.has(client)) client.release?.(new Error('The pool is ending'))
  }
  await pool.end()
  await closed
}
