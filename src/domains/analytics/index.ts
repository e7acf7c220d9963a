export { AnalyticsEvents, AnalyticsSalts } from './collections/AnalyticsEvents'
export { ingestPageView, MAX_EVENT_BYTES, type IngestOutcome } from './services/ingest'
export { PageViews } from './components/PageViews'
