import type { Field, GlobalBeforeChangeHook, GlobalConfig, PayloadRequest } from 'payload'
import { ValidationError } from 'payload'

import { expireCachedPages } from '@/platform/http/public-pages'

import { anyone, staffOnly } from '../access'
import {
  ANSWERS_CONTEXT,
  type AddressAnswers,
  LIMITS,
  linkProblems,
  linksOfNavigation,
  type PlacedLink,
  shapeProblems,
  SOCIAL_KINDS,
  SOCIAL_LABELS,
} from '../services/navigation'

/** Every page's layout reads the navigation under this tag: expiring it expires every cached page (decision 058). */
export const NAVIGATION_TAG = 'site-navigation'
/** The sections' sub-navigations, read by the pages of those sections. */
export const SECTION_NAVIGATION_TAG = 'section-navigation'

const ADDRESS_HINT =
  'A page of this site, starting with / (like /shop or /about/history), or a full web address (https://…). Checked when you save: an address of this site that answers “not found” is refused.'

/** A link's label and address, as every list of the navigation keeps them. */
export const linkFields = (): Field[] => [
  { name: 'label', type: 'text', required: true, maxLength: LIMITS.label },
  { name: 'address', type: 'text', required: true, maxLength: LIMITS.address, admin: { description: ADDRESS_HINT } },
]

/**
 * Refuses a save whose links would lead a visitor nowhere, each refused link
 * named with its label and address on its own field. The site's addresses are
 * asked of `answers`, or of the one a local API call brings in its context.
 */
export function refuseBrokenLinks(
  slug: string,
  answers: AddressAnswers,
  linksOf: (data: Record<string, unknown>) => PlacedLink[],
  shape: (data: Record<string, unknown>) => { path: string; message: string }[] = () => [],
): GlobalBeforeChangeHook {
  return async ({ data, originalDoc, req }) => {
    const merged = { ...(originalDoc ?? {}), ...data }
    const shaped = shape(merged)
    const broken = await linkProblems(linksOf(merged), answersFor(req, answers))
    if (shaped.length || broken.length)
      throw new ValidationError({
        global: slug,
        errors: [
          ...shaped,
          // The control panel's notice names each field by its label: the whole reason, so staff read it there.
          ...broken.map(({ path, message }) => ({ path, message, label: message })),
        ],
      })
    return data
  }
}

function answersFor(req: PayloadRequest, answers: AddressAnswers): AddressAnswers {
  const given = req.context?.[ANSWERS_CONTEXT]
  return typeof given === 'function' ? (given as AddressAnswers) : answers
}

/**
 * The header, the footer, the social links and the organisation's address:
 * edited by staff in `navandfooter`, drawn by the site's layout on every page
 * (decision 058).
 */
export function navigationGlobal({ answers }: { answers: AddressAnswers }): GlobalConfig {
  return {
    slug: 'navigation',
    label: 'Navigation and footer',
    admin: { group: 'Site content' },
    access: { read: anyone, update: staffOnly },
    hooks: {
      beforeChange: [refuseBrokenLinks('navigation', answers, linksOfNavigation, shapeProblems)],
      // Every cached page carries the navigation: all of them are drawn again on their next visit.
      afterChange: [({ doc }) => (expireCachedPages({ tags: [NAVIGATION_TAG] }), doc)],
    },
    fields: [
      {
        type: 'tabs',
        tabs: [
          {
            label: 'Header',
            fields: [
              {
                name: 'header',
                label: 'Header items',
                type: 'array',
                maxRows: LIMITS.headerItems,
                labels: { singular: 'Header item', plural: 'Header items' },
                admin: {
                  description: 'The site’s main sections, in order. An item with a dropdown opens a list of its pages.',
                },
                fields: [
                  ...linkFields(),
                  {
                    name: 'children',
                    label: 'Dropdown',
                    type: 'array',
                    maxRows: LIMITS.dropdownItems,
                    labels: { singular: 'Dropdown item', plural: 'Dropdown items' },
                    fields: linkFields(),
                  },
                ],
              },
            ],
          },
          {
            label: 'Footer',
            fields: [
              {
                name: 'footer',
                label: 'Footer columns',
                type: 'array',
                maxRows: LIMITS.footerColumns,
                labels: { singular: 'Column', plural: 'Columns' },
                fields: [
                  { name: 'heading', type: 'text', required: true, maxLength: LIMITS.label },
                  {
                    name: 'links',
                    type: 'array',
                    maxRows: LIMITS.columnLinks,
                    labels: { singular: 'Link', plural: 'Links' },
                    fields: linkFields(),
                  },
                ],
              },
              {
                name: 'social',
                label: 'Social links',
                type: 'array',
                maxRows: LIMITS.socialLinks,
                labels: { singular: 'Social link', plural: 'Social links' },
                fields: [
                  {
                    name: 'kind',
                    type: 'select',
                    required: true,
                    options: SOCIAL_KINDS.map((value) => ({ value, label: SOCIAL_LABELS[value] })),
                  },
                  { name: 'url', label: 'Address', type: 'text', required: true, maxLength: LIMITS.address },
                ],
              },
            ],
          },
          {
            label: 'Organisation',
            fields: [
              {
                name: 'organisation',
                type: 'group',
                admin: { description: 'Shown at the foot of every page.' },
                fields: [
                  { name: 'name', type: 'text', maxLength: 120 },
                  { name: 'tagline', type: 'text', maxLength: 200 },
                  { name: 'address', type: 'textarea', maxLength: 400, admin: { description: 'One line per line.' } },
                  { name: 'email', type: 'email' },
                  { name: 'phone', type: 'text', maxLength: 40 },
                ],
              },
            ],
          },
        ],
      },
    ],
  }
}
