/**
 * The job runners of this process, so the launcher can stop them on SIGTERM
 * without loading Payload. On globalThis: Next loads the code that starts a
 * runner in a bundle of its own, apart from the launcher's modules.
 */
export type Stoppable = { stop(): Promise<void> }

const KEY = Symbol.for('vernissage.job-runners')
const holder = globalThis as typeof globalThis & { [KEY]?: Set<Stoppable> }

export function remember(runner: Stoppable): void {
  ;(holder[KEY] ??= new Set()).add(runner)
}

export function forget(runner: Stoppable): void {
  holder[KEY]?.delete(runner)
}

/**
 * Stops every runner: no new work starts, and the work under way may finish
 * for up to `waitMs`. Work cut off then is run again by the next runner
 * (tasks are idempotent).
 */
export async function stopJobRunners(waitMs: number): Promise<void> {
  const stopping = Promise.all([...(holder[KEY] ?? [])].map((runner) => runner.stop()))
  await Promise.race([stopping, new Promise((resolve) => setTimeout(resolve, waitMs).unref())])
}
