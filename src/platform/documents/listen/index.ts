/**
 * Live listeners over the document service (decision 097): one LISTEN connection per process fanned
 * out to Server-Sent Event streams. The browser's side is `./client` (imported on its own).
 */
export { ChangeFeed, type ChangeFeedOptions, type ChangeNotice } from './feed'
export { openListener, type LiveDocuments } from './live'
export { rememberFeed, stopChangeFeeds } from './running'
// The documents' own read, once per batch of notices for every listener of the process.
export { fetchDocuments as documentsAt } from '../store'
export { liveDocumentsResponse, openStreams, STREAM_LIMITS, type StreamLimits } from './stream'
export { type ListenTarget } from './target'
