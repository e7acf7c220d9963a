export { createMailer, MailNotSent } from './mailer'
export type {
  MailAttachment,
  MailMessage,
  Mailer,
  MailerOptions,
  OutboxMail,
  OutboxStore,
  RefusedRecipient,
  SentMail,
} from './mailer'
export {
  compileTemplate,
  escapeHtml,
  layout,
  listFields,
  PART_LABELS,
  readPart,
  renderTemplate,
  TEMPLATE_PARTS,
} from './templates'
export type { MailTemplate, MergeData, MergeValue, RenderedMail, TemplatePart } from './templates'
