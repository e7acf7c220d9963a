/**
 * The change feeds of this process, so the launcher can end their connections on SIGTERM before
 * the database stops, without loading the documents' modules. On globalThis: Next loads the route
 * that starts a feed in a bundle of its own, apart from the launcher's modules.
 */
export type Stoppable = { stop(): Promise<void> }

const KEY = Symbol.for('vernissage.document-change-feeds')
const holder = globalThis as typeof globalThis & { [KEY]?: Set<Stoppable> }

export function rememberFeed(feed: Stoppable): void {
  ;(holder[KEY] ??= new Set()).add(feed)
}

export async function stopChangeFeeds(): Promise<void> {
  const feeds = [...(holder[KEY] ?? [])]
  holder[KEY]?.clear()
  await Promise.all(feeds.map((feed) => feed.stop()))
}
