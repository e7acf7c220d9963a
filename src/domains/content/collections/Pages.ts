import { ValidationError, type CollectionConfig, type PayloadRequest, type Where } from 'payload'

import { readPublishedPublicPages, staffOnly, staffReadsField } from '../access'
import { contentBlocksField } from '../blocks/configs'
import { claimedByTheApp } from '../services/app-routes'
import { linkAnswering } from '../services/short-links'
import { pagesChanged, pagesDeleted } from '../services/page-cache'
import {
  PAGE_SECTION_LABELS,
  PAGE_SECTIONS,
  PAGE_VISIBILITIES,
  PAGE_VISIBILITY_LABELS,
  PROGRAM_KIND_LABELS,
  PROGRAM_KINDS,
  sectionAddress,
  SLUG_MAX_LENGTH,
  slugFromTitle,
  slugProblem,
  type PageSection,
} from '../services/page-rules'
import { newLinkKey, PAGE_MEMBER_AUDIENCES, PAGE_MEMBER_ROLES } from '../services/private-pages'

const COLLECTION = 'pages'

type PageData = {
  title?: string
  slug?: string
  section?: PageSection
  aboutLanding?: boolean
  visibility?: string
  linkKey?: string | null
  newLink?: boolean
}

const refuse = (path: string, message: string) =>
  new ValidationError({ collection: COLLECTION, errors: [{ path, message }] })

/** Another page (its newest version, draft or published) that already has this value. */
async function otherPage(req: PayloadRequest, id: number | string | undefined, where: Where) {
  const { docs } = await req.payload.find({
    collection: COLLECTION,
    where: { and: [where, ...(id === undefined ? [] : [{ id: { not_equals: id } }])] },
    draft: true,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]
}

/**
 * Pages staff build from blocks (`pagebuilder`, decision 056): at `/{slug}`, in
 * the about section at `/about/{slug}` (one of them its landing at `/about`),
 * the organisation's programs at `/programs/{slug}` (listed at `/programs`),
 * or at `/private/{slug}` for members or the holders of a secret link. Drafts,
 * versions (compare, restore), scheduled publishing and live preview are
 * Payload's own, in its edit view.
 */
export const Pages: CollectionConfig = {
  slug: COLLECTION,
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'title',
    group: 'Site content',
    defaultColumns: ['title', 'slug', 'section', 'visibility', '_status', 'updatedAt'],
    // The draft as visitors would see it, refreshed on each save (decision 056).
    livePreview: {
      url: ({ data }) => (data?.id ? `/temp/buildpagetemp?id=${data.id}` : null),
      breakpoints: [
        { name: 'phone', label: 'Phone', width: 390, height: 844 },
        { name: 'tablet', label: 'Tablet', width: 820, height: 1180 },
        { name: 'desktop', label: 'Desktop', width: 1280, height: 800 },
      ],
    },
    preview: (doc) => (doc?.id ? `/temp/${doc.id}` : null),
  },
  versions: {
    drafts: { autosave: { interval: 2000, showSaveDraftButton: true }, schedulePublish: true },
    maxPerDoc: 50,
  },
  access: {
    read: readPublishedPublicPages,
    readVersions: staffOnly,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  hooks: {
    beforeValidate: [
      ({ data }) => {
        const page = data as PageData | undefined
        if (!page) return data
        if (typeof page.slug === 'string') page.slug = page.slug.trim().toLowerCase()
        if (!page.slug && page.title) page.slug = slugFromTitle(page.title)
        return data
      },
    ],
    beforeChange: [
      async ({ data, originalDoc, req }) => {
        const page = data as PageData & { _status?: string }
        const id = (originalDoc as { id?: number } | undefined)?.id
        // The editor saves a new page as a draft as soon as it opens (autosave), before it has a title.
        const unnamedDraft = !page.slug && page._status !== 'published'
        if (!unnamedDraft) {
          const problem = slugProblem(page.slug)
          if (problem) throw refuse('slug', problem)
          const slug = page.slug!
          // Only a page at its own address can meet a route; in a section, the section's route answers it.
          if ((page.section ?? 'top') === 'top' && claimedByTheApp(slug)) {
            throw refuse('slug', `The address /${slug} belongs to the site itself: choose another slug.`)
          }
          const taken = await otherPage(req, id, { slug: { equals: slug } })
          if (taken) throw refuse('slug', `The page “${taken.title}” already has the slug “${slug}”.`)
          const path = sectionAddress(slug, page.section)
          const link = await linkAnswering(req, path)
          if (link) throw refuse('slug', `${path} is ${link}: choose another slug, or remove that link first.`)
        }
        if (page.section !== 'about') page.aboutLanding = false
        if (page.aboutLanding) {
          const landing = await otherPage(req, id, { aboutLanding: { equals: true } })
          if (landing) {
            throw refuse(
              'aboutLanding',
              `“${landing.title}” is the about section’s landing page already: untick it there first.`,
            )
          }
        }
        // A link-only page always has a key; a new one makes the old link stop working.
        if (page.visibility === 'link' && (!page.linkKey || page.newLink)) page.linkKey = newLinkKey()
        page.newLink = false
        return data
      },
    ],
    afterChange: [pagesChanged],
    afterDelete: [pagesDeleted],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    {
      name: 'slug',
      type: 'text',
      index: true,
      maxLength: SLUG_MAX_LENGTH,
      admin: {
        position: 'sidebar',
        description: 'The words of its address, like “our-story”. Left empty, it is made from the title.',
      },
    },
    {
      name: 'section',
      type: 'select',
      required: true,
      defaultValue: 'top',
      options: PAGE_SECTIONS.map((value) => ({ value, label: PAGE_SECTION_LABELS[value] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'aboutLanding',
      label: 'The about section’s landing page (/about)',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', condition: (data) => data?.section === 'about' },
    },
    {
      name: 'program',
      label: 'The program',
      type: 'group',
      admin: {
        description: 'How the program is shown on /programs.',
        condition: (data) => data?.section === 'programs',
      },
      fields: [
        {
          name: 'kind',
          type: 'select',
          defaultValue: 'other',
          options: PROGRAM_KINDS.map((value) => ({ value, label: PROGRAM_KIND_LABELS[value] })),
        },
        {
          name: 'summary',
          type: 'textarea',
          maxLength: 240,
          admin: { description: 'A sentence or two for the list of programs.' },
        },
        {
          name: 'picture',
          type: 'upload',
          relationTo: 'images',
          admin: { description: 'Shown on the list of programs (from the image library).' },
        },
        {
          name: 'eventTag',
          label: 'Its events',
          type: 'relationship',
          relationTo: 'event-tags',
          admin: { description: 'The calendar’s tag of this program’s events: the next ones are listed on its page.' },
        },
      ],
    },
    {
      name: 'visibility',
      type: 'select',
      required: true,
      defaultValue: 'public',
      options: PAGE_VISIBILITIES.map((value) => ({ value, label: PAGE_VISIBILITY_LABELS[value] })),
      admin: {
        position: 'sidebar',
        description: 'Members-only and link-only pages answer at /private/{slug}, never cached nor in the sitemap.',
      },
    },
    {
      name: 'membersRole',
      label: 'Only people with the role',
      type: 'select',
      options: [...PAGE_MEMBER_ROLES],
      admin: { position: 'sidebar', condition: (data) => data?.visibility === 'members' },
    },
    {
      name: 'membersAudience',
      label: 'Only members of',
      type: 'select',
      options: PAGE_MEMBER_AUDIENCES.map((value) => ({
        value,
        label: value === 'artist' ? 'Artist memberships' : 'Art lover memberships',
      })),
      admin: {
        position: 'sidebar',
        description: 'Left empty: a member in good standing of any membership.',
        condition: (data) => data?.visibility === 'members',
      },
    },
    {
      name: 'linkKey',
      label: 'Secret link key',
      type: 'text',
      access: { read: staffReadsField, create: staffReadsField, update: staffReadsField },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'The page opens at /private/{slug}?key={this key}. Made when the page is saved.',
        condition: (data) => data?.visibility === 'link',
      },
    },
    {
      name: 'newLink',
      label: 'Make a new link on save (the old one stops working)',
      type: 'checkbox',
      defaultValue: false,
      access: { read: staffReadsField, create: staffReadsField, update: staffReadsField },
      admin: { position: 'sidebar', condition: (data) => data?.visibility === 'link' },
    },
    contentBlocksField(),
    {
      name: 'seo',
      label: 'Search and sharing',
      type: 'group',
      fields: [
        {
          name: 'title',
          type: 'text',
          maxLength: 70,
          admin: { description: 'Shown by search engines and when shared; the page’s title when empty.' },
        },
        { name: 'description', type: 'textarea', maxLength: 200 },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'images',
          admin: { description: 'The picture shown when the page is shared (from the image library).' },
        },
      ],
    },
  ],
}
