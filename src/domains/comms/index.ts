export { outboxCollection } from './collections/Outbox'
export { emailAdapter, mailerFor, mailSettings, textFromHtml, type MailSettings } from './services/mail'
export { emailSendingsCollection, emailTemplatesCollection } from './collections/EmailTemplates'
export {
  EmailTemplateDefinitions,
  emailTemplateDefinitions,
  exampleContext,
  type MergeField,
  type PreviewContext,
  type TemplateDefinition,
} from './services/template-definitions'
export { renderTemplate, templateMail, type TemplateContext, type TemplateWords } from './services/templates'
export { saveTemplate, storedTemplate, type StoredTemplate, type TemplateSaving } from './services/template-store'
export {
  sendFromTemplate,
  sendOnce,
  templateSentUnder,
  type SendFromTemplate,
  type TemplateSending,
} from './services/send-from-template'
export { TemplateEditor } from './admin/TemplateEditor'
export { templateSummaries, type TemplateSummary } from './services/template-overview'
export { COMMS_QUEUES } from './admin/home'
export { MAIL_TOPICS, isMailTopic, type MailTopic } from './services/consent-tokens'
export {
  chooseTopics,
  chosenTopics,
  hardBounces,
  mailAddressKey,
  marketingRefusals,
  preferencesLink,
  suppress,
  suppressionOf,
  unsubscribeHeaders,
  unsubscribeLink,
  unsuppress,
  SUPPRESSION_REASONS,
  type MarketingRefusal,
  type Suppression,
  type SuppressionReason,
} from './services/consent'
