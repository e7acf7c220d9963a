import type { CollectionConfig } from 'payload'

import { expireCachedPages } from '@/platform/http/public-pages'

import { anyone, staffOnly } from '../access'
import { POLICIES_TAG } from '../services/policies'

export const POLICY_PATHS = ['privacypolicy', 'copyrightnotice'] as const
export type PolicyPath = (typeof POLICY_PATHS)[number]

/**
 * The site's policies, each at its own address (`/privacypolicy`,
 * `/copyrightnotice`), edited in `policyedit`. Every saved state is kept as a
 * version, all of them (a policy is a statement the organisation made on a
 * date), read by staff only; no drafts: a saved policy is published (decision 058).
 */
export const Policies: CollectionConfig = {
  slug: 'policies',
  labels: { singular: 'Policy', plural: 'Policies' },
  admin: { useAsTitle: 'title', group: 'Site content', defaultColumns: ['title', 'path', 'updatedAt'] },
  access: { read: anyone, readVersions: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  versions: { maxPerDoc: 0 },
  // Each policy's page is cached whole (decision 039), its data under a tag (decision 114): an edit shows on the next load, at the old path too.
  hooks: {
    afterChange: [
      ({ doc, previousDoc }) => (
        expireCachedPages({ tags: [POLICIES_TAG], paths: [`/${doc.path}`, `/${previousDoc?.path ?? doc.path}`] }),
        doc
      ),
    ],
    afterDelete: [({ doc }) => (expireCachedPages({ tags: [POLICIES_TAG], paths: [`/${doc.path}`] }), doc)],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    {
      name: 'path',
      type: 'select',
      required: true,
      unique: true,
      options: POLICY_PATHS.map((value) => ({ label: `/${value}`, value })),
    },
    { name: 'summary', type: 'textarea', maxLength: 400 },
    { name: 'body', type: 'richText', required: true },
  ],
}
