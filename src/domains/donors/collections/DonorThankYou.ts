import type { GlobalConfig, TextareaFieldValidation, TextFieldValidation } from 'payload'
import { text, textarea } from 'payload/shared'

import { staffOnly } from '../access'
import { DEFAULT_THANK_YOU, PLACEHOLDER_HINT, placeholderProblem } from '../services/acknowledgement'

// Payload's own checks (required, length) as well: a validate of one's own replaces them.
const subjectValid: TextFieldValidation = (value, options) => placeholderProblem(value) ?? text(value, options)
const bodyValid: TextareaFieldValidation = (value, options) => placeholderProblem(value) ?? textarea(value, options)

/**
 * The words of the thank-you mail for a gift (decision 044), sent from
 * `donorbackend`. Staff only: it is read when a thank-you is made, on the
 * server, never by the public.
 */
export const DonorThankYou: GlobalConfig = {
  slug: 'donor-thank-you',
  label: 'Donor thank-you mail',
  admin: {
    group: 'Donors',
    description: `The mail thanking a donor for a gift. Placeholders: ${PLACEHOLDER_HINT}.`,
  },
  access: { read: staffOnly, update: staffOnly },
  fields: [
    {
      name: 'subject',
      type: 'text',
      required: true,
      maxLength: 200,
      defaultValue: DEFAULT_THANK_YOU.subject,
      validate: subjectValid,
    },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      maxLength: 5000,
      defaultValue: DEFAULT_THANK_YOU.body,
      validate: bodyValid,
      admin: {
        rows: 14,
        description: `Plain text; a blank line starts a paragraph. {dedication} is a sentence such as “This gift was made in memory of Jane Doe.”, or nothing.`,
      },
    },
  ],
}
