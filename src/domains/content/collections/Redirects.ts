import type { CollectionConfig } from 'payload'

import { staffOnly } from '../access'
import { markLinkTableStale } from '../services/link-table'
import { normalisePath, PATH_MAX, REDIRECT_STATUS_LABELS, REDIRECT_STATUSES } from '../services/short-link-rules'
import { REDIRECTS, refuseBadLinkRule } from '../services/short-links'

/**
 * A redirect rule for a moved page (decision 059): an exact path answered
 * with a 301 or 302 to a path or an address, until its optional expiry.
 * Staff only, through every API.
 */
export const Redirects: CollectionConfig = {
  slug: REDIRECTS,
  labels: { singular: 'Redirect', plural: 'Redirects' },
  admin: { useAsTitle: 'from', group: 'Site content', defaultColumns: ['from', 'to', 'status', 'expiresAt'] },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeChange: [
      async ({ data, originalDoc, req }) => {
        const from = String(data.from ?? originalDoc?.from ?? '').trim()
        const to = String(data.to ?? originalDoc?.to ?? '').trim()
        await refuseBadLinkRule(req, REDIRECTS, { kind: 'redirect', id: originalDoc?.id, source: from, target: to })
        return { ...data, from: normalisePath(from), to }
      },
    ],
    afterChange: [({ doc }) => (markLinkTableStale(), doc)],
    afterDelete: [({ doc }) => (markLinkTableStale(), doc)],
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: PATH_MAX,
      admin: { description: 'The exact path that moved, such as /old-exhibition.' },
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      maxLength: PATH_MAX * 4,
      admin: { description: 'A path of this site (/artists) or an address elsewhere (https://…).' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: '301',
      options: REDIRECT_STATUSES.map((value) => ({ value, label: REDIRECT_STATUS_LABELS[value] })),
    },
    {
      name: 'expiresAt',
      label: 'Ends on',
      type: 'date',
      admin: { description: 'Optional: after this moment the rule is ignored.' },
    },
  ],
}
