import { contentBlocksField } from '../blocks/configs'
import { fixedPageGlobal } from './fixed-page'

type Section = { slug?: string | null }
const sectionPaths = (doc: Record<string, unknown>) =>
  ((doc.sections as Section[] | undefined) ?? []).flatMap((section) =>
    section.slug ? [`/artists/${section.slug}`] : [],
  )

/** A section page's address: lower-case words and hyphens, as the old addresses (`faq`, `howtojoin`). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The words of the artists section: the `/artists` landing's heading,
 * introduction and blocks (its search, mediums and featured selection are the
 * artists domain's own), and its section pages at `/artists/{slug}`.
 */
export const ArtistsPage = fixedPageGlobal({
  slug: 'artists-page',
  label: 'Artists page',
  previewPath: '/temp/artistspagetemp',
  publicPaths: (doc, previous) => ['/artists', ...sectionPaths(doc), ...sectionPaths(previous)],
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 120 },
    { name: 'introduction', type: 'textarea', required: true, maxLength: 600 },
    contentBlocksField(),
    {
      name: 'sections',
      label: 'Section pages',
      type: 'array',
      admin: { description: 'Pages at /artists/{address}, listed under “For artists” on the landing.' },
      validate: (value: unknown) => {
        const slugs = ((value as Section[] | null) ?? []).map((section) => section.slug)
        const twice = slugs.find((slug, index) => slug && slugs.indexOf(slug) !== index)
        return twice ? `Two section pages have the address “${twice}”: give each its own.` : true
      },
      fields: [
        {
          name: 'slug',
          label: 'Address',
          type: 'text',
          required: true,
          maxLength: 60,
          admin: { description: 'The page answers at /artists/{address}.' },
          validate: (value: unknown) => {
            if (typeof value !== 'string' || !SLUG.test(value)) {
              return 'The address is lower-case letters, digits and hyphens, such as how-to-join.'
            }
            return ['artsearch', 'artistresources', 'sfosregistration'].includes(value)
              ? `/artists/${value} is a page of the site already: choose another address.`
              : true
          },
        },
        { name: 'title', type: 'text', required: true, maxLength: 120 },
        { name: 'summary', type: 'textarea', maxLength: 300 },
        contentBlocksField(),
      ],
    },
  ],
})
