export { mailingsTasks, queueSending, SEND_MAILING_TASK } from './jobs'
export { MAILINGS_TOOLS } from './admin/tools'
export {
  archiveMetadata,
  archivePageMetadata,
  NewsletterArchiveRoute,
  newsletterMetadata,
  NewsletterRoute,
} from './components/NewsletterRoutes'
export { newslettersSitemap } from './services/newsletters'
