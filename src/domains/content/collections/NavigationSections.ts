import type { GlobalConfig } from 'payload'

import { expireCachedPages } from '@/platform/http/public-pages'

import { anyone, staffOnly } from '../access'
import { type AddressAnswers, LIMITS, linksOfSections, SECTION_LABELS, SECTIONS } from '../services/navigation'
import { linkFields, refuseBrokenLinks, SECTION_NAVIGATION_TAG } from './Navigation'

/**
 * Each section's sub-navigation (artists, Open Studios, about, programs): an
 * ordered list of links drawn under the header on the section's pages, edited
 * in `subnaveditor` with the header's save checks (decision 058).
 */
export function sectionNavigationGlobal({ answers }: { answers: AddressAnswers }): GlobalConfig {
  return {
    slug: 'section-navigation',
    label: 'Section sub-navigation',
    admin: { group: 'Site content' },
    access: { read: anyone, update: staffOnly },
    hooks: {
      beforeChange: [refuseBrokenLinks('section-navigation', answers, linksOfSections)],
      afterChange: [({ doc }) => (expireCachedPages({ tags: [SECTION_NAVIGATION_TAG] }), doc)],
    },
    fields: SECTIONS.map((section) => ({
      name: section,
      label: SECTION_LABELS[section],
      type: 'array' as const,
      maxRows: LIMITS.sectionLinks,
      labels: { singular: 'Link', plural: 'Links' },
      fields: linkFields(),
    })),
  }
}
