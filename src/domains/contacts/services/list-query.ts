import { parseListOrder } from '@/platform/cpanel/list-params'

import type { ContactQuery } from './contacts'
import { CONTACT_CATEGORIES, TAG_MAX, type ContactCategory } from './vocabulary'

export const CONTACT_SORTS = ['name', 'created', 'due'] as const

/**
 * The contact tracker's list as its address gives it (`q`, `tag`,
 * `category`, `followups=due`, `sort`, `page`) — the same for the page and
 * its CSV; what cannot be used falls back and is named in `problems`.
 */
export function contactQuery(params: URLSearchParams): { query: ContactQuery; problems: string[] } {
  const { order, problems } = parseListOrder(params, CONTACT_SORTS, { sort: 'name', direction: 'asc' })
  const words = (params.get('q') ?? '').trim().slice(0, 100)
  const tag = (params.get('tag') ?? '').trim()
  if (tag.length > TAG_MAX) problems.push('a tag is at most 60 characters')
  const category = (params.get('category') ?? '').trim()
  if (category && !CONTACT_CATEGORIES.includes(category as ContactCategory))
    problems.push(`there is no kind of contact “${category.slice(0, 40)}”`)
  const followUps = (params.get('followups') ?? '').trim()
  if (followUps && followUps !== 'due') problems.push('follow-ups can be filtered by “due” only')
  return {
    query: {
      words,
      tag: tag.length > TAG_MAX ? '' : tag,
      category: CONTACT_CATEGORIES.includes(category as ContactCategory) ? (category as ContactCategory) : '',
      followUps: followUps === 'due' ? 'due' : '',
      ...order,
    },
    problems,
  }
}
