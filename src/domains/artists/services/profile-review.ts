import type { ComparedField } from '@/domains/accounts'
import type { ArtistProfile } from '@/payload-types'

import { idOf, LINK_KIND_LABELS, richTextWords } from './rules'

/** Names of the things a profile refers to by id, so staff compare words rather than numbers. */
export type ReviewNames = {
  mediums: Map<string, string>
  neighbourhoods: Map<string, string>
  images: Map<string, string>
}

type Shown = (profile: ArtistProfile, names: ReviewNames) => string

const nameOf = (names: Map<string, string>, value: unknown) => {
  const id = idOf(value)
  return id === null ? '' : (names.get(String(id)) ?? `#${id}`)
}

const joined = (...parts: (string | number | null | undefined)[]) =>
  parts.filter((part) => part !== null && part !== undefined && part !== '').join(', ')

/** The fields staff compare, in the order the public profile shows them. */
const FIELDS: { label: string; shown: Shown }[] = [
  { label: 'Display name', shown: (profile) => profile.displayName ?? '' },
  { label: 'Address (slug)', shown: (profile) => profile.slug ?? '' },
  { label: 'Short bio', shown: (profile) => profile.bio ?? '' },
  { label: 'Artist statement', shown: (profile) => richTextWords(profile.statement) },
  {
    label: 'Mediums',
    shown: (profile, names) => (profile.mediums ?? []).map((medium) => nameOf(names.mediums, medium)).join(', '),
  },
  { label: 'Neighbourhood', shown: (profile, names) => nameOf(names.neighbourhoods, profile.neighbourhood) },
  {
    label: 'Studio address',
    shown: (profile) => joined(profile.studio?.street, profile.studio?.city, profile.studio?.postcode),
  },
  {
    label: 'Studio location',
    shown: (profile) =>
      profile.studio?.latitude != null && profile.studio?.longitude != null
        ? `${profile.studio.latitude}, ${profile.studio.longitude}`
        : '',
  },
  {
    label: 'Links',
    shown: (profile) => (profile.links ?? []).map((link) => `${LINK_KIND_LABELS[link.kind]}: ${link.url}`).join('\n'),
  },
  { label: 'Portrait', shown: (profile, names) => nameOf(names.images, profile.portrait) },
]

/**
 * The approved version (null before the first approval) beside the submitted
 * one, field by field, each saying whether it changed. Before any approval
 * every filled field counts as changed: all of it would become public.
 */
export function compareProfiles(
  approved: ArtistProfile | null,
  submitted: ArtistProfile,
  names: ReviewNames,
): ComparedField[] {
  return FIELDS.map(({ label, shown }) => {
    const before = approved ? shown(approved, names) : null
    const after = shown(submitted, names)
    return { label, approved: before, submitted: after, changed: (before ?? '') !== after }
  })
}

/** Every id a set of profiles refers to, by kind, to look their names up at once. */
export function referencedIds(profiles: readonly ArtistProfile[]) {
  const mediums = new Set<number>()
  const neighbourhoods = new Set<number>()
  const images = new Set<number>()
  const add = (set: Set<number>, value: unknown) => {
    const id = Number(idOf(value))
    if (Number.isSafeInteger(id) && id > 0) set.add(id)
  }
  for (const profile of profiles) {
    for (const medium of profile.mediums ?? []) add(mediums, medium)
    add(neighbourhoods, profile.neighbourhood)
    add(images, profile.portrait)
  }
  return { mediums: [...mediums], neighbourhoods: [...neighbourhoods], images: [...images] }
}
