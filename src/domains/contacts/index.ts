export { Contacts, ContactFollowUps, ContactInteractions, ContactTags } from './collections/Contacts'
export { withContactLinks } from './collections/account-links'
export { CONTACTS_TOOLS } from './admin/tools'
export { CONTACTS_QUEUES } from './admin/home'
export { contactsTasks } from './jobs'
export { followUpDueTemplate } from './services/follow-up-mail'
export { contactsOfAccount, contactsTaggedSql, tagNames, type ContactReference } from './services/contacts'
export { contactsCsv } from './services/contacts-export'
export {
  CONTACT_IMPORT_FIELDS,
  checkImportedContact,
  contactsWithHistory,
  findImportedContacts,
  removeImportedContact,
  restoreImportedContact,
  saveImportedContact,
  type ContactBefore,
  type FoundContact,
  type ImportedContact,
} from './services/imported'
