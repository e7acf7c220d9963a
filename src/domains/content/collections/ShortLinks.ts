import type { CollectionConfig } from 'payload'

import { staffOnly } from '../access'
import { markLinkTableStale } from '../services/link-table'
import { CODE_MAX, PATH_MAX } from '../services/short-link-rules'
import { refuseBadLinkRule, SHORT_LINKS } from '../services/short-links'

/**
 * A short link `/{code}` to a page of the site or an address elsewhere
 * (decision 059). Its hits are counted per organisation day in
 * `short_link_hits`, a table of our own. Staff only, through every API.
 */
export const ShortLinks: CollectionConfig = {
  slug: SHORT_LINKS,
  labels: { singular: 'Short link', plural: 'Short links' },
  admin: { useAsTitle: 'code', group: 'Site content', defaultColumns: ['code', 'target', 'note', 'updatedAt'] },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeChange: [
      async ({ data, originalDoc, operation, req }) => {
        const code = String(data.code ?? originalDoc?.code ?? '').trim()
        const target = String(data.target ?? originalDoc?.target ?? '').trim()
        await refuseBadLinkRule(req, SHORT_LINKS, {
          kind: 'short-link',
          id: originalDoc?.id,
          source: `/${code}`,
          target,
        })
        return {
          ...data,
          code,
          target,
          ...(operation === 'create' && req.user ? { madeBy: req.user.id } : {}),
        }
      },
    ],
    afterChange: [({ doc }) => (markLinkTableStale(), doc)],
    afterDelete: [({ doc }) => (markLinkTableStale(), doc)],
  },
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: CODE_MAX,
      admin: { description: 'The address is /{code}: lower-case letters, digits and hyphens.' },
    },
    {
      name: 'target',
      type: 'text',
      required: true,
      maxLength: PATH_MAX * 4,
      admin: { description: 'A path of this site (/artists) or an address elsewhere (https://…).' },
    },
    { name: 'note', type: 'textarea', maxLength: 500 },
    { name: 'madeBy', label: 'Made by', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
  ],
}
