export { outboxCollection } from './collections/Outbox'
export { emailAdapter, mailerFor, mailSettings, textFromHtml, type MailSettings } from './services/mail'
