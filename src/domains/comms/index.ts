export { Outbox } from './collections/Outbox'
export { emailAdapter, mailerFor, textFromHtml, type MailSettings } from './services/mail'
