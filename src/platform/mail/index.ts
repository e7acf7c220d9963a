export { createMailer } from './mailer'
export type { MailAttachment, MailMessage, Mailer, MailerOptions, OutboxMail, OutboxStore, SentMail } from './mailer'
export { escapeHtml, layout, listFields, renderTemplate } from './templates'
export type { MailTemplate, MergeData, RenderedMail } from './templates'
