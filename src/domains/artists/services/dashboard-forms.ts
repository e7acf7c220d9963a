import type { ArtistProfile, Artwork } from '@/payload-types'

import type { ArtworkInput, ProfileInput } from './own-work'
import {
  ARTWORK_IMAGES_MAX,
  ARTWORK_STATUSES,
  AVAILABILITY,
  LINK_KINDS,
  LINKS_MAX,
  PROFILE_STATUS_LABELS,
  type ArtworkStatus,
  type Availability,
} from './rules'
import { statementFromText, statementToText } from './statement'

/**
 * The dashboard's forms as plain functions: what a posted form means as a
 * profile or an artwork, and a profile's standing in words. The form fields
 * are named after Payload's field paths (`studio.city`, `links.0.url`,
 * `dimensions.height`), so a refusal's field errors land beside their field.
 */

/** What a form posts, as `FormData` gives it. */
export type PostedForm = Pick<FormData, 'get' | 'getAll'>

/** A posted form kept as text, to fill the form again after a refusal. */
export type FormValues = Record<string, string[]>

export const PORTRAIT = 'portrait'
/** A new portrait and its alt text: fields of the profile form itself, so they go with it (decision 077). */
export const PORTRAIT_FILE = 'portraitUpload'
export const PORTRAIT_ALT = 'portraitAlt'

export function valuesOf(form: FormData): FormValues {
  const values: FormValues = {}
  for (const [name, value] of form.entries()) {
    if (name.startsWith('$ACTION') || typeof value !== 'string') continue
    ;(values[name] ??= []).push(value)
  }
  return values
}

const text = (form: PostedForm, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

const ids = (values: FormDataEntryValue[]) =>
  values
    .map((value) => (typeof value === 'string' ? Number(value) : NaN))
    .filter((id) => Number.isInteger(id) && id > 0)

function idOrNull(form: PostedForm, name: string): number | null {
  return ids([form.get(name) ?? ''])[0] ?? null
}

type Parsed<T> = { input: T; fieldErrors: Record<string, string> }

/** A profile form: every field the artist writes; `linkRows` says which form row each saved link came from. */
export function profileInputFrom(form: PostedForm): Parsed<ProfileInput> & { linkRows: number[] } {
  const links: NonNullable<ProfileInput['links']> = []
  const linkRows: number[] = []
  for (let row = 0; row < LINKS_MAX; row++) {
    const url = text(form, `links.${row}.url`)
    if (!url) continue
    const kind = text(form, `links.${row}.kind`)
    links.push({
      kind: (LINK_KINDS as readonly string[]).includes(kind) ? (kind as (typeof LINK_KINDS)[number]) : 'other',
      label: text(form, `links.${row}.label`) || null,
      url,
    })
    linkRows.push(row)
  }
  return {
    input: {
      displayName: text(form, 'displayName'),
      bio: text(form, 'bio') || null,
      statement: statementFromText(String(form.get('statement') ?? '')),
      mediums: ids(form.getAll('mediums')),
      neighbourhood: idOrNull(form, 'neighbourhood'),
      studio: {
        street: text(form, 'studio.street') || null,
        city: text(form, 'studio.city') || null,
        postcode: text(form, 'studio.postcode') || null,
      },
      links,
      portrait: idOrNull(form, 'portrait'),
    },
    fieldErrors: {},
    linkRows,
  }
}

/** Payload names a link by its place among the saved links; the form by its row. */
export function linkErrorsToRows(fieldErrors: Record<string, string>, linkRows: number[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([path, message]) => {
      const match = /^links\.(\d+)\.(.+)$/.exec(path)
      const row = match ? linkRows[Number(match[1])] : undefined
      return [match && row !== undefined ? `links.${row}.${match[2]}` : path, message]
    }),
  )
}

/** A number field: null when empty; an error in words when it is not a number. */
function numberField(form: PostedForm, name: string, problem: string, errors: Record<string, string>): number | null {
  const raw = text(form, name).replace(/,/g, '')
  if (!raw) return null
  const value = Number(raw)
  if (!Number.isFinite(value)) {
    errors[name] = problem
    return null
  }
  return value
}

/** "oil, Landscape , oil" → ["oil", "Landscape"]: comma-separated, trimmed, each once. */
export function tagsFromText(value: string): string[] {
  const seen = new Set<string>()
  const tags: string[] = []
  for (const tag of value.split(',').map((part) => part.trim())) {
    if (!tag || seen.has(tag.toLowerCase())) continue
    seen.add(tag.toLowerCase())
    tags.push(tag)
  }
  return tags
}

/** An artwork form, its images in the order the form lists them. */
export function artworkInputFrom(form: PostedForm): Parsed<ArtworkInput> {
  const fieldErrors: Record<string, string> = {}
  const size = (name: string) =>
    numberField(form, `dimensions.${name}`, `Give the ${name} as a number, like 40 or 40.5.`, fieldErrors)
  const availability = text(form, 'availability')
  const status = text(form, 'status')
  const priceOnRequest = form.get('priceOnRequest') === 'on'
  const imageIds = ids(form.getAll('images'))
  if (imageIds.length > ARTWORK_IMAGES_MAX) {
    fieldErrors.images = `An artwork has at most ${ARTWORK_IMAGES_MAX} images.`
  }
  return {
    input: {
      title: text(form, 'title'),
      year: numberField(form, 'year', 'Give the year as four digits, like 2024.', fieldErrors),
      medium: idOrNull(form, 'medium'),
      dimensions: {
        height: size('height'),
        width: size('width'),
        depth: size('depth'),
        unit: text(form, 'dimensions.unit') === 'in' ? 'in' : 'cm',
      },
      price: priceOnRequest
        ? null
        : numberField(form, 'price', 'Give the price as a number of dollars, like 450.', fieldErrors),
      priceOnRequest,
      availability: (AVAILABILITY as readonly string[]).includes(availability)
        ? (availability as Availability)
        : 'available',
      description: text(form, 'description') || null,
      tags: tagsFromText(String(form.get('tags') ?? '')),
      // "hidden" comes back only for a work staff hid; the rules refuse it otherwise.
      status: (ARTWORK_STATUSES as readonly string[]).includes(status) ? (status as ArtworkStatus) : 'draft',
      images: [...new Set(imageIds)].map((image) => ({ image })),
    },
    fieldErrors,
  }
}

/**
 * Where the profile stands, in words for its artist: from the newest version
 * (what they last saved) and whether staff have approved a version the public
 * sees.
 */
export function profileStanding(
  newest: Pick<ArtistProfile, 'status' | 'rejectionReason' | '_status'> | null,
  approved: Pick<ArtistProfile, 'status' | '_status'> | null,
): { label: string; detail: string } {
  if (!newest) {
    return {
      label: 'No profile yet',
      detail: 'Fill in the form and save a draft; nobody else sees it until staff approve it.',
    }
  }
  const isPublic = approved?._status === 'published' && approved.status === 'published'
  if (newest.status === 'hidden' || (approved?._status === 'published' && approved.status === 'hidden')) {
    return {
      label: PROFILE_STATUS_LABELS.hidden,
      detail: 'Staff took your profile off the site. Write to us to ask why.',
    }
  }
  // The newest version is the published one itself: nothing waits.
  if (isPublic && newest._status === 'published') {
    return { label: 'Published', detail: 'The public sees your profile. Any change you save waits for approval.' }
  }
  const waiting = isPublic ? 'Published, with changes waiting for approval. ' : ''
  const stillPublic = isPublic ? ' The approved version stays public meanwhile.' : ''
  switch (newest.status) {
    case 'pending':
      return {
        label: isPublic ? 'Published, changes submitted' : 'Submitted',
        detail: `${waiting}Submitted and waiting for staff to verify it.${stillPublic}`,
      }
    case 'rejected':
      return {
        label: isPublic ? 'Published, changes not approved' : 'Not approved',
        detail:
          `${waiting}Staff did not approve it: ${newest.rejectionReason?.trim() || 'no reason given'}. ` +
          `Change what they ask and submit it again.${stillPublic}`,
      }
    default:
      return {
        label: isPublic ? 'Published, changes not submitted' : 'Draft',
        detail: `${waiting}Saved as a draft, not submitted yet: submit it when it is ready for staff to verify.${stillPublic}`,
      }
  }
}

/** The field beside each chosen image that carries what the editor shows of it, across a refused save. */
export const choiceField = (name: string) => `${name}.choice`

/**
 * The images a posted form showed, in order, from their carried fields; null
 * when the form posted none of those (the saved images are shown then).
 */
export function imageChoicesFrom(
  values: FormValues | undefined,
  name: string,
): { id: number; alt: string; url: string | null }[] | null {
  const carried = values?.[choiceField(name)]
  if (!values || (!carried && !values[name])) return null
  return (carried ?? []).flatMap((json) => {
    try {
      const parsed = JSON.parse(json) as { id?: unknown; alt?: unknown; url?: unknown }
      if (typeof parsed.id !== 'number') return []
      return [
        {
          id: parsed.id,
          alt: typeof parsed.alt === 'string' ? parsed.alt : '',
          // Only our own addresses: the value came back from the browser.
          url:
            typeof parsed.url === 'string' && parsed.url.startsWith('/') && !parsed.url.startsWith('//')
              ? parsed.url
              : null,
        },
      ]
    } catch {
      return []
    }
  })
}

const idText = (value: unknown) => {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return id === null || id === undefined ? '' : String(id)
}
const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value))

/** A saved profile as the form's fields; the form posts them back the same way. */
export function profileFormValues(profile: ArtistProfile | null): FormValues {
  if (!profile) return {}
  const values: FormValues = {
    displayName: [profile.displayName ?? ''],
    bio: [profile.bio ?? ''],
    statement: [statementToText(profile.statement)],
    mediums: (profile.mediums ?? []).map(idText),
    neighbourhood: [idText(profile.neighbourhood)],
    'studio.street': [profile.studio?.street ?? ''],
    'studio.city': [profile.studio?.city ?? ''],
    'studio.postcode': [profile.studio?.postcode ?? ''],
    portrait: profile.portrait ? [idText(profile.portrait)] : [],
  }
  ;(profile.links ?? []).forEach((link, row) => {
    values[`links.${row}.kind`] = [link.kind]
    values[`links.${row}.url`] = [link.url]
    values[`links.${row}.label`] = [link.label ?? '']
  })
  return values
}

/** A saved artwork as the form's fields. */
export function artworkFormValues(artwork: Artwork | null): FormValues {
  if (!artwork) return {}
  return {
    title: [artwork.title],
    year: [numberText(artwork.year)],
    medium: [idText(artwork.medium)],
    'dimensions.height': [numberText(artwork.dimensions?.height)],
    'dimensions.width': [numberText(artwork.dimensions?.width)],
    'dimensions.depth': [numberText(artwork.dimensions?.depth)],
    'dimensions.unit': [artwork.dimensions?.unit ?? 'cm'],
    price: [numberText(artwork.price)],
    priceOnRequest: artwork.priceOnRequest ? ['on'] : [],
    availability: [artwork.availability],
    description: [artwork.description ?? ''],
    tags: [(artwork.tags ?? []).join(', ')],
    status: [artwork.status],
    images: (artwork.images ?? []).map((row) => idText(row.image)).filter(Boolean),
  }
}
