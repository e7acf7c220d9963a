import type { CollectionConfig, PayloadRequest, TextareaFieldValidation, TextFieldValidation } from 'payload'
import { text, textarea } from 'payload/shared'

import { emailTemplateDefinitions } from '../services/template-definitions'
import { PART_MAX_LENGTH, partProblem, type TemplatePart } from '../services/templates'

type Who = (person: PayloadRequest['user']) => boolean

/** The part's problem against the definition its row is for; the key's own check names an unknown key. */
function problemOf(part: TemplatePart, value: unknown, key: unknown, req: PayloadRequest): string | null {
  if (typeof value !== 'string' || !value.trim() || typeof key !== 'string') return null
  const definition = emailTemplateDefinitions(req.payload).get(key)
  return definition ? partProblem(part, value, Object.keys(definition.fields)) : null
}

// Payload's own checks (required, length) as well: a validate of one's own replaces them.
const subjectValid: TextFieldValidation = (value, options) =>
  problemOf('subject', value, (options.data as { key?: unknown } | undefined)?.key, options.req) ?? text(value, options)
const partValid =
  (part: 'html' | 'text'): TextareaFieldValidation =>
  (value, options) =>
    problemOf(part, value, (options.data as { key?: unknown } | undefined)?.key, options.req) ??
    textarea(value, options)
const keyValid: TextFieldValidation = (value, options) => {
  if (typeof value === 'string' && value && !emailTemplateDefinitions(options.req.payload).get(value)) {
    return `There is no mail template "${value}": use one of ${emailTemplateDefinitions(options.req.payload).keys().join(', ')}.`
  }
  return text(value, options)
}

/**
 * The words staff gave a mail template (decision 046), one row per template
 * key; a key without a row sends its definition's defaults. Every write is
 * checked against the definition, here rather than in the editor alone, so
 * REST and GraphQL cannot save a field the mail cannot fill. Who may read and
 * write is passed in (the accounts domain's `isStaff`): comms knows no roles.
 */
export function emailTemplatesCollection({ mayEdit }: { mayEdit: Who }): CollectionConfig {
  const access = ({ req }: { req: PayloadRequest }) => mayEdit(req.user)
  return {
    slug: 'email-templates',
    labels: { singular: 'Mail template', plural: 'Mail templates' },
    admin: {
      group: 'Communications',
      useAsTitle: 'key',
      defaultColumns: ['key', 'subject', 'updatedAt'],
      description: 'The words of the mails staff may edit. Each is edited in the tool that sends it.',
    },
    access: { read: access, create: access, update: access, delete: access },
    hooks: {
      beforeChange: [({ data, req }) => (req.user ? { ...data, updatedBy: req.user.id } : data)],
    },
    fields: [
      { name: 'key', type: 'text', required: true, unique: true, validate: keyValid },
      { name: 'subject', type: 'text', required: true, maxLength: PART_MAX_LENGTH.subject, validate: subjectValid },
      { name: 'html', type: 'textarea', required: true, maxLength: PART_MAX_LENGTH.html, validate: partValid('html') },
      { name: 'text', type: 'textarea', required: true, maxLength: PART_MAX_LENGTH.text, validate: partValid('text') },
      { name: 'updatedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    ],
  }
}

/**
 * One row per mail sent with an idempotency key (`sendFromTemplate`): the
 * same key twice sends once. Its state is written down before the mail is
 * given to the mail server and again after (decision 071), so a mail whose
 * sending a crash interrupted is sent again with a note saying the recipient
 * may have it twice. Written by the server only.
 */
export function emailSendingsCollection({ mayRead }: { mayRead: Who }): CollectionConfig {
  return {
    slug: 'email-sendings',
    labels: { singular: 'Mail sent once', plural: 'Mails sent once' },
    admin: {
      group: 'Communications',
      useAsTitle: 'idempotencyKey',
      defaultColumns: ['template', 'to', 'state', 'mayBeDuplicate', 'createdAt'],
      description:
        'Which templated mails went out, each once. “May be a duplicate”: a send was interrupted by a crash and the mail was sent again.',
    },
    defaultSort: '-createdAt',
    access: {
      read: ({ req }) => mayRead(req.user),
      create: () => false,
      update: () => false,
      delete: () => false,
    },
    fields: [
      { name: 'idempotencyKey', type: 'text', required: true, unique: true, admin: { readOnly: true } },
      { name: 'template', type: 'text', required: true, index: true, admin: { readOnly: true } },
      { name: 'to', type: 'text', required: true, admin: { readOnly: true } },
      {
        name: 'state',
        type: 'select',
        required: true,
        defaultValue: 'sent',
        index: true,
        options: [
          { label: 'Being sent', value: 'sending' },
          { label: 'Sent', value: 'sent' },
          { label: 'Not sent (the mail server refused it)', value: 'failed' },
        ],
        admin: { readOnly: true },
      },
      { name: 'attempts', type: 'number', required: true, defaultValue: 1, admin: { readOnly: true } },
      {
        name: 'mayBeDuplicate',
        label: 'May be a duplicate',
        type: 'checkbox',
        defaultValue: false,
        index: true,
        admin: { readOnly: true },
      },
      { name: 'note', type: 'textarea', admin: { readOnly: true } },
      {
        name: 'sender',
        type: 'text',
        admin: { hidden: true, description: 'The database session that sends: alive while the send is.' },
      },
    ],
  }
}
