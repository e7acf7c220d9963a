import { APIError, ValidationError, type CollectionConfig } from 'payload'

import { calendarDateField } from '@/platform/calendar'

import {
  boundByPartnerRules,
  changeOwnPerks,
  codeReaders,
  isPartner,
  partnerOrStaffOnly,
  readPerks,
  readPerkVersions,
  staffOnly,
  staffOrPartner,
} from '../access'
import { perksChanged } from '../services/perk-cache'
import { rejectionProblem } from '../services/rules'
import {
  BUSINESS_NAME_MAX,
  CODE_MAX,
  DESCRIPTION_MAX,
  DISCOUNT_MAX,
  PERK_ELIGIBILITIES,
  PERK_ELIGIBILITY_LABELS,
  PERK_REDEMPTION_LABELS,
  PERK_REDEMPTIONS,
  PERK_STATUS_LABELS,
  PERK_STATUSES,
  REJECTION_REASON_MAX,
  TITLE_MAX,
} from '../services/vocabulary'

export const PERKS = 'perks'

const refuse = (message: string) => new APIError(message, 403, undefined, true)

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/**
 * A partner business's perk for members (decision 062). Versions with drafts
 * carry the approval rule artist profiles have (decision 024): a partner's
 * saves are always draft versions, so the main table holds only what staff
 * approved, and the public reads only the main table.
 */
export const Perks: CollectionConfig = {
  slug: PERKS,
  labels: { singular: 'Perk', plural: 'Perks' },
  admin: {
    group: 'Perks',
    useAsTitle: 'title',
    defaultColumns: ['title', 'businessName', 'status', 'validFrom', 'validUntil'],
  },
  versions: { drafts: { validate: true }, maxPerDoc: 50 },
  access: {
    read: readPerks,
    readVersions: readPerkVersions,
    create: staffOrPartner,
    update: changeOwnPerks,
    delete: staffOnly,
  },
  hooks: {
    beforeOperation: [
      ({ args, operation, req }) => {
        if (!boundByPartnerRules(req.user)) return args
        if (operation === 'restoreVersion') throw refuse('Only staff restore an earlier version of a perk.')
        if (operation === 'create' || operation === 'update') {
          const data = (args as { data?: { _status?: unknown } }).data
          if (data?._status === 'published') throw refuse('Only staff publish a perk: submit it for review.')
          // A partner's save never reaches the published version in the main table.
          return { ...args, draft: true }
        }
        return args
      },
    ],
    beforeChange: [
      async ({ data, originalDoc, operation, req }) => {
        if (boundByPartnerRules(req.user)) {
          if (!isPartner(req.user)) throw refuse('Only partner businesses propose perks.')
          if (operation === 'create') data.partner = req.user.id
          else if (String(idOf(data.partner)) !== String(req.user.id)) throw refuse('A perk stays with its partner.')
          if (data.status !== 'draft' && data.status !== 'pending') {
            throw refuse('Save your perk as a draft or submit it for review: staff decide the rest.')
          }
          const picture = idOf(data.picture)
          if (picture && String(picture) !== String(idOf(originalDoc?.picture))) {
            const mine = await req.payload.count({
              collection: 'images',
              where: { and: [{ id: { equals: picture } }, { uploadedBy: { equals: req.user.id } }] },
              overrideAccess: true,
              req,
            })
            if (mine.totalDocs === 0) {
              throw new ValidationError({
                collection: PERKS,
                errors: [{ path: 'picture', message: 'Use a picture you uploaded yourself.' }],
              })
            }
          }
        }
        if (data.redemption === 'code' && !data.code?.trim()) {
          throw new ValidationError({
            collection: PERKS,
            errors: [{ path: 'code', message: 'A perk redeemed with a code needs its code.' }],
          })
        }
        if (data.redemption !== 'code') data.code = null
        if (data.validUntil && data.validFrom && data.validUntil < data.validFrom) {
          throw new ValidationError({
            collection: PERKS,
            errors: [{ path: 'validUntil', message: 'The last day cannot come before the first.' }],
          })
        }
        if (data.status === 'rejected') {
          const problem = rejectionProblem(data.rejectionReason ?? '')
          if (problem)
            throw new ValidationError({ collection: PERKS, errors: [{ path: 'rejectionReason', message: problem }] })
        } else data.rejectionReason = null
        return data
      },
    ],
    // `/artlover` is cached; its perks section expires with any change (decision 039).
    afterChange: [perksChanged],
    afterDelete: [perksChanged],
  },
  fields: [
    {
      name: 'partner',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      defaultValue: ({ user }: { user?: { id: number | string } | null }) => user?.id,
      // Hidden from others by a hook rather than read access, which would also stop the rules querying it.
      hooks: { afterRead: [partnerOrStaffOnly] },
      admin: { position: 'sidebar', description: 'The partner business’s account that proposed the perk.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      // Payload's own `_status` of drafts would otherwise get the same type name.
      enumName: 'enum_perks_perk_status',
      options: PERK_STATUSES.map((value) => ({ label: PERK_STATUS_LABELS[value], value })),
      admin: {
        position: 'sidebar',
        description:
          'Partners save drafts and submit them; staff publish (with the Publish button), reject or withdraw.',
      },
    },
    {
      name: 'rejectionReason',
      label: 'Reason for rejection',
      type: 'textarea',
      maxLength: REJECTION_REASON_MAX,
      admin: {
        position: 'sidebar',
        description: 'Why the perk was not approved; the partner is told this.',
        condition: (data) => data?.status === 'rejected',
      },
    },
    { name: 'businessName', label: 'Business', type: 'text', required: true, maxLength: BUSINESS_NAME_MAX },
    { name: 'title', label: 'What', type: 'text', required: true, maxLength: TITLE_MAX },
    { name: 'description', type: 'textarea', required: true, maxLength: DESCRIPTION_MAX },
    {
      name: 'discount',
      type: 'text',
      required: true,
      maxLength: DISCOUNT_MAX,
      admin: { description: 'In a few words, such as “15% off framing”.' },
    },
    {
      name: 'redemption',
      label: 'How to redeem',
      type: 'select',
      required: true,
      defaultValue: 'card',
      options: PERK_REDEMPTIONS.map((value) => ({ label: PERK_REDEMPTION_LABELS[value], value })),
    },
    {
      name: 'code',
      type: 'text',
      maxLength: CODE_MAX,
      // Only staff and the partner read it through any API; eligible members get it from the services.
      access: { read: codeReaders },
      admin: {
        condition: (data) => data?.redemption === 'code',
        description: 'Given only to members who may use the perk.',
      },
    },
    {
      name: 'eligibility',
      label: 'Who may use it',
      type: 'select',
      required: true,
      defaultValue: 'any',
      options: PERK_ELIGIBILITIES.map((value) => ({ label: PERK_ELIGIBILITY_LABELS[value], value })),
    },
    { ...calendarDateField('validFrom', 'Valid from', true), index: true },
    {
      ...calendarDateField('validUntil', 'Valid until'),
      admin: { description: 'The last day (YYYY-MM-DD), included; empty for no end.' },
    },
    { name: 'picture', type: 'upload', relationTo: 'images' },
  ],
}
