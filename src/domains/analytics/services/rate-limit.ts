/**
 * A fixed one-minute window per key. It lives in the process: each app instance
 * limits on its own, which is enough to stop one browser flooding the table.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>()

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly maxKeys = 100_000,
  ) {}

  /** True when the key may go on; counts the attempt. */
  take(key: string, now = Date.now()): boolean {
    const window = this.windows.get(key)
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size >= this.maxKeys) this.sweep(now)
      this.windows.set(key, { start: now, count: 1 })
      return true
    }
    window.count += 1
    return window.count <= this.limit
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key)
    }
    if (this.windows.size >= this.maxKeys) this.windows.clear()
  }
}
