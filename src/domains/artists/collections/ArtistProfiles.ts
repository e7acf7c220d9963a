import { APIError, ValidationError, type CollectionConfig } from 'payload'

import { freeSlug, slugFits, slugProblem } from '@/platform/slugs'

import {
  boundByArtistRules,
  ownerOrStaffOnly,
  readProfiles,
  readProfileVersions,
  staffOnly,
  staffOrArtist,
  updateOwnProfile,
} from '../access'
import {
  BIO_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  idOf,
  LINK_KIND_LABELS,
  LINK_KINDS,
  linkProblem,
  LINKS_MAX,
  PROFILE_STATUS_LABELS,
  PROFILE_STATUSES,
  profileChangeRefusal,
  PUBLISH_REFUSAL,
  REJECTION_REASON_MAX_LENGTH,
  rejectionProblem,
  statementProblem,
  statusAfterArtistSave,
  submissionProblems,
  URL_MAX_LENGTH,
  type ProfileFields,
} from '../services/rules'
import { imagesNotTheirs } from '../services/own-images'
import { profileChanged, profileDeleted } from '../services/page-cache'

const COLLECTION = 'artist-profiles'

const refuse = (message: string) => new APIError(message, 403, undefined, true)

/**
 * An artist's public profile, one per person. Versions with drafts carry the
 * approval rule of decision 024: an artist's saves are always draft versions,
 * so the main table holds only what staff approved, and the public reads only
 * the main table.
 */
export const ArtistProfiles: CollectionConfig = {
  slug: COLLECTION,
  labels: { singular: 'Artist profile', plural: 'Artist profiles' },
  admin: {
    group: 'Artists',
    useAsTitle: 'displayName',
    defaultColumns: ['displayName', 'status', 'verified', 'neighbourhood', 'updatedAt'],
  },
  versions: { drafts: { validate: true }, maxPerDoc: 50 },
  access: {
    read: readProfiles,
    readVersions: readProfileVersions,
    create: staffOrArtist,
    update: updateOwnProfile,
    delete: staffOnly,
  },
  hooks: {
    beforeOperation: [
      ({ args, operation, req }) => {
        if (!boundByArtistRules(req.user)) return args
        if (operation === 'restoreVersion') throw refuse('Only staff restore an earlier version of a profile.')
        if (operation === 'create' || operation === 'update') {
          const data = (args as { data?: { _status?: unknown } }).data
          if (data?._status === 'published') throw refuse(PUBLISH_REFUSAL)
          // An artist's save never reaches the published version in the main table.
          return { ...args, draft: true }
        }
        return args
      },
    ],
    beforeChange: [
      // `data` is the whole document as it will be saved; `previous` the newest version before this save.
      async ({ data, originalDoc, operation, req }) => {
        // Payload hands creation the document it duplicates, if any: nothing to compare with.
        const previous = operation === 'update' ? (originalDoc as ProfileFields & { id: number }) : undefined
        if (boundByArtistRules(req.user)) {
          const refusal = profileChangeRefusal(req.user, { data: data as ProfileFields, original: previous })
          if (refusal) throw refuse(refusal)
          const portrait = data.portrait ? [Number(idOf(data.portrait))] : []
          if ((await imagesNotTheirs(req.payload, req.user, portrait, [originalDoc?.portrait])).length > 0) {
            throw new ValidationError({
              collection: COLLECTION,
              errors: [{ path: 'portrait', message: 'Use a portrait you uploaded yourself.' }],
            })
          }
          data.status = statusAfterArtistSave(data.status)
          if (data.status === 'pending') {
            const errors = submissionProblems(data as ProfileFields)
            if (errors.length > 0) throw new ValidationError({ collection: COLLECTION, errors })
          }
        }
        if (operation === 'create' && data.owner) {
          // Said in words here; the unique index would only name the field.
          const existing = await req.payload.count({
            collection: COLLECTION,
            where: { owner: { equals: idOf(data.owner) } },
            overrideAccess: true,
            req,
          })
          if (existing.totalDocs > 0) {
            throw new ValidationError({
              collection: COLLECTION,
              errors: [{ path: 'owner', message: 'This person already has an artist profile: edit that one.' }],
            })
          }
        }
        const problem = rejectionProblem(data.status, data.rejectionReason)
        if (problem) {
          throw new ValidationError({ collection: COLLECTION, errors: [{ path: 'rejectionReason', message: problem }] })
        }
        if (data.status !== 'rejected') data.rejectionReason = null

        const publishing = data._status === 'published' && data.status === 'published'
        const wasVerified = Boolean(previous?.verified)
        // Publishing is approval: the profile is verified from then on.
        if (publishing && !wasVerified) data.verified = true
        if (!data.verified) data.verifiedAt = null
        else if (!data.verifiedAt) data.verifiedAt = new Date().toISOString()

        // The address follows the name until the first approval and stays from then on, unless staff type one.
        const slugTyped = Boolean(data.slug) && data.slug !== previous?.slug
        const renamedBeforeApproval = publishing && !wasVerified && !slugTyped && !slugFits(data.slug, data.displayName)
        if (data.displayName && (!data.slug || renamedBeforeApproval)) {
          data.slug = await freeSlug(req.payload, {
            collection: COLLECTION,
            text: data.displayName,
            fallback: 'artist',
            req,
            exceptId: previous?.id,
          })
        }
        return data
      },
    ],
    beforeDelete: [
      async ({ id, req }) => {
        // Artworks belong to their profile; without it they would be orphans no one can edit.
        await req.payload.delete({
          collection: 'artworks',
          where: { artist: { equals: id } },
          overrideAccess: true,
          req,
        })
      },
    ],
    // The public pages are cached; these expire what the change touches (decision 025).
    afterChange: [profileChanged],
    afterDelete: [profileDeleted],
  },
  fields: [
    {
      name: 'displayName',
      label: 'Display name',
      type: 'text',
      required: true,
      maxLength: DISPLAY_NAME_MAX_LENGTH,
      admin: { description: 'The name the public sees: the artist’s own, or the name they work under.' },
    },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'The profile’s address, /artist/{slug}. Made from the name; fixed once the profile is approved.',
      },
      // Left empty, it is made from the name.
      validate: (value: string | null | undefined) => (!value ? true : (slugProblem(value) ?? true)),
    },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      unique: true,
      index: true,
      defaultValue: ({ user }: { user?: { id: number | string } | null }) => user?.id,
      // Hidden from others by a hook rather than read access, which would also stop the rules querying it.
      hooks: { afterRead: [ownerOrStaffOnly] },
      admin: { position: 'sidebar', description: 'The person this profile belongs to. One profile per person.' },
    },
    {
      name: 'ownerSuspended',
      type: 'checkbox',
      defaultValue: false,
      // Kept by the database from the owner's account on every write of either (migration
      // 20261211_070000), so no path can forget it: nobody writes it here.
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description:
          'The owner’s account is suspended: the profile and its artworks are off the public site until it is reactivated.',
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      // Payload's own `_status` of drafts would otherwise get the same type name.
      enumName: 'enum_artist_profiles_profile_status',
      options: PROFILE_STATUSES.map((value) => ({ label: PROFILE_STATUS_LABELS[value], value })),
      admin: {
        position: 'sidebar',
        description:
          'Artists save drafts and submit them (waiting for verification); staff publish, hide or reject. ' +
          'Publish with “Published” here and the Publish button.',
      },
    },
    {
      name: 'rejectionReason',
      label: 'Reason for rejection',
      type: 'textarea',
      maxLength: REJECTION_REASON_MAX_LENGTH,
      admin: {
        position: 'sidebar',
        description: 'Why the profile was rejected; the artist is told this.',
        condition: (data) => data?.status === 'rejected',
      },
    },
    {
      name: 'verified',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Set when staff first approve the profile.' },
    },
    {
      name: 'verifiedAt',
      label: 'Verified on',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'bio',
      label: 'Short bio',
      type: 'textarea',
      maxLength: BIO_MAX_LENGTH,
      admin: { description: `Plain text, at most ${BIO_MAX_LENGTH} characters: shown in lists and search results.` },
    },
    {
      name: 'statement',
      label: 'Artist statement',
      type: 'richText',
      validate: (value: unknown) => statementProblem(value) ?? true,
    },
    { name: 'mediums', type: 'relationship', relationTo: 'mediums', hasMany: true, maxRows: 10 },
    { name: 'neighbourhood', type: 'relationship', relationTo: 'neighbourhoods' },
    {
      name: 'studio',
      type: 'group',
      fields: [
        { name: 'street', type: 'text', maxLength: 200 },
        { name: 'city', type: 'text', maxLength: 100 },
        { name: 'postcode', type: 'text', maxLength: 20 },
        // Plain numbers rather than Payload's point, which needs PostGIS (decision 024).
        { name: 'latitude', type: 'number', min: -90, max: 90 },
        { name: 'longitude', type: 'number', min: -180, max: 180 },
      ],
    },
    {
      name: 'links',
      label: 'Website and social links',
      type: 'array',
      maxRows: LINKS_MAX,
      labels: { singular: 'Link', plural: 'Links' },
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'website',
          options: LINK_KINDS.map((value) => ({ label: LINK_KIND_LABELS[value], value })),
        },
        { name: 'label', type: 'text', maxLength: 80 },
        {
          name: 'url',
          label: 'Address',
          type: 'text',
          required: true,
          maxLength: URL_MAX_LENGTH,
          validate: (value: string | null | undefined) => linkProblem(value) ?? true,
        },
      ],
    },
    { name: 'portrait', type: 'upload', relationTo: 'images' },
  ],
}
