import type { ContactReference } from '@/domains/contacts'

/** Where grants point at a contact, for contacts' merge to move (decision 095). */
export const GRANT_CONTACT_REFERENCES: readonly ContactReference[] = [
  { label: { one: 'grant', many: 'grants' }, table: 'grants', column: 'funder_id' },
]
