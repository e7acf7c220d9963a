import type { Access, Field, GlobalAfterChangeHook, GlobalConfig } from 'payload'

import { isStaff } from '@/domains/accounts'
import { expireCachedPages } from '@/platform/http/public-pages'

import { staffOnly } from '../access'
import { fixedPageTag } from '../services/fixed-pages'

/** Guests read a fixed page's published version only; its drafts and versions are the staff's. */
export const publishedOrStaff: Access = ({ req }) => isStaff(req.user) || { _status: { equals: 'published' } }

/**
 * One of the site's fixed pages (home, artists, art lovers, donors): drafts
 * and versions from Payload's edit view, live preview at its `/temp/…` address,
 * and its cached public pages and their data (`{path}/_payload.json`, under
 * the page's tag — decision 114) expired when a version is published — not on
 * a draft save, which visitors never see.
 */
export function fixedPageGlobal({
  slug,
  label,
  previewPath,
  publicPaths,
  fields,
}: {
  slug: string
  label: string
  previewPath: string
  /** The cached addresses showing the published page (the previous and the new version's). */
  publicPaths: (doc: Record<string, unknown>, previous: Record<string, unknown>) => string[]
  fields: Field[]
}): GlobalConfig {
  const expireOnPublish: GlobalAfterChangeHook = ({ doc, previousDoc }) => {
    if (doc?._status === 'published') {
      expireCachedPages({ tags: [fixedPageTag(slug)], paths: publicPaths(doc, previousDoc ?? {}) })
    }
    return doc
  }
  return {
    slug,
    label,
    admin: {
      group: 'Site content',
      livePreview: { url: ({ req }) => `${req.payload.config.serverURL}${previewPath}` },
    },
    versions: { drafts: true, max: 50 },
    access: { read: publishedOrStaff, update: staffOnly, readVersions: staffOnly },
    hooks: { afterChange: [expireOnPublish] },
    fields,
  }
}
