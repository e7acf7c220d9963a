import type { GlobalConfig } from 'payload'

import { staffOnly } from '../access'
import { ACKNOWLEDGEMENT_DEFAULTS, SETTING_LIMITS, settingProblem } from '../services/acknowledgement-settings'
import { expireGivingPages } from '../services/giving-cache'

/**
 * The organisation as every acknowledgement of a gift names it (decision
 * 076): legal name, tax number, what a donor may deduct. Staff only, through
 * every API; the giving pages show them before paying, so a change expires
 * those pages.
 */
export const GiftAcknowledgements: GlobalConfig = {
  slug: 'gift-acknowledgements',
  label: 'Gift acknowledgements',
  admin: {
    group: 'Donors',
    description:
      'What every acknowledgement of a gift (its mail, receipt page and PDF) and every campaign’s page say about the organisation.',
  },
  access: { read: staffOnly, update: staffOnly },
  hooks: { afterChange: [() => expireGivingPages()] },
  fields: [
    {
      name: 'legalName',
      label: 'Legal name',
      type: 'text',
      required: true,
      maxLength: SETTING_LIMITS.legalName,
      defaultValue: ACKNOWLEDGEMENT_DEFAULTS.legalName,
      validate: (value: unknown) => settingProblem('legalName', value) ?? true,
    },
    {
      name: 'taxNumber',
      label: 'Tax number',
      type: 'text',
      maxLength: SETTING_LIMITS.taxNumber,
      admin: { description: 'As registered (an EIN, a charity number). Left empty, acknowledgements name none.' },
      validate: (value: unknown) => settingProblem('taxNumber', value) ?? true,
    },
    {
      name: 'deductibility',
      label: 'Deductibility statement',
      type: 'textarea',
      required: true,
      maxLength: SETTING_LIMITS.deductibility,
      defaultValue: ACKNOWLEDGEMENT_DEFAULTS.deductibility,
      validate: (value: unknown) => settingProblem('deductibility', value) ?? true,
    },
  ],
}
