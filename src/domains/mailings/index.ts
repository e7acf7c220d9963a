export { mailingsTasks, queueSending, SEND_MAILING_TASK } from './jobs'
export { MAILINGS_TOOLS } from './admin/tools'
export {
  archiveMetadata,
  archivePageMetadata,
  NewsletterArchiveRoute,
  newsletterMetadata,
  NewsletterRoute,
} from './components/NewsletterRoutes'
export { newsletterArchivePageData, newsletterPageData, newslettersSitemap } from './services/newsletters'
export { cardBlockFromPage } from './services/site-card'
