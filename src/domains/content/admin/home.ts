import type { Finder } from '@/platform/cpanel/find'
import { likeWords } from '@/platform/cpanel/find'

/** A page of the site by words of its title or its slug. */
export const PAGE_FINDER: Finder = {
  kind: 'Pages',
  find: async (payload, words) => {
    const like = likeWords(words)
    const { docs } = await payload.find({
      collection: 'pages',
      where: { or: [{ title: { like } }, { slug: { like } }] },
      sort: 'title',
      limit: 6,
      depth: 0,
      overrideAccess: true,
      select: { title: true, slug: true },
    })
    return docs.map((page) => ({
      label: page.title,
      detail: page.slug ? `/${page.slug}` : undefined,
      path: `collections/pages/${page.id}`,
    }))
  },
}
