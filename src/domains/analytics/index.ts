export { AnalyticsEvents, AnalyticsSalts } from './collections/AnalyticsEvents'
export { ingestPageView, type IngestOutcome } from './services/ingest'
export { PageViews } from './components/PageViews'
