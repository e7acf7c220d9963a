import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * At most `limit` requests of one kind inside the application at once; the
 * others wait their turn in arrival order, holding nothing but their socket
 * (decision 073). For pages rendered per request whose work is CPU on the
 * one event loop: unlimited, a burst of them fills the loop and every other
 * request, a cached page included, waits behind their rendering.
 */
export type Admission = {
  /**
   * Runs `handle` now or once a place is free; a place is held until the
   * response closes (finished, or the client gone). False, without running
   * it, when `maxWaiting` requests are already waiting: the caller answers.
   */
  admit(request: IncomingMessage, response: ServerResponse, handle: () => void): boolean
  /** How many are inside and waiting now. */
  readonly inside: number
  readonly waiting: number
}

export function admission({ limit, maxWaiting }: { limit: number; maxWaiting: number }): Admission {
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`An admission limit must be a whole number ≥ 1, not ${limit}.`)
  let inside = 0
  const queue: { response: ServerResponse; handle: () => void }[] = []

  const enter = (response: ServerResponse, handle: () => void) => {
    inside += 1
    response.once('close', () => {
      inside -= 1
      next()
    })
    handle()
  }
  const next = () => {
    while (inside < limit && queue.length > 0) {
      const { response, handle } = queue.shift()!
      // A client that left while waiting is not served.
      if (response.destroyed || response.writableEnded) continue
      enter(response, handle)
    }
  }

  return {
    admit(_request, response, handle) {
      if (inside < limit) {
        enter(response, handle)
        return true
      }
      if (queue.length >= maxWaiting) return false
      queue.push({ response, handle })
      return true
    },
    get inside() {
      return inside
    },
    get waiting() {
      return queue.length
    },
  }
}
