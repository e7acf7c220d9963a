import { APIError, ValidationError, type CollectionConfig, type PayloadRequest } from 'payload'

import { isStaff } from '@/domains/accounts'

import { minorUnits } from '@/domains/commerce'

import {
  organiserOrStaffOnly,
  readEvents,
  readEventVersions,
  signedIn,
  staffField,
  staffOnly,
  updateOwnEvents,
} from '../access'
import { eventChanged, eventDeleted } from '../services/page-cache'
import { queueCancellationMails } from '../services/place-mail'
import { exceptionsProblem, recurrenceProblem } from '../services/recurrence'
import {
  EVENT_STATUS_LABELS,
  EVENT_STATUSES,
  idOf,
  memberStatusRefusal,
  nextSequence,
  PUBLISH_REFUSAL,
  REGISTRATION_LABELS,
  REGISTRATIONS,
  REJECTION_REASON_MAX_LENGTH,
  rejectionProblem,
  statusAfterMemberSave,
  submissionProblems,
  TEXT_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  type EventFields,
} from '../services/rules'
import { freeEventSlug } from '../services/slugs'

const COLLECTION = 'events'

const refuse = (message: string) => new APIError(message, 403, undefined, true)
const invalid = (errors: { path: string; message: string }[]) => new ValidationError({ collection: COLLECTION, errors })

/**
 * An event on the organisation's calendar. Versions with drafts carry the
 * review rule of decision 060, as artists' profiles do: a member's saves are
 * always draft versions, so the main table holds only what staff approved,
 * and the public reads only the main table.
 */
export const Events: CollectionConfig = {
  slug: COLLECTION,
  labels: { singular: 'Event', plural: 'Events' },
  admin: {
    group: 'Events',
    useAsTitle: 'title',
    defaultColumns: ['title', 'startsAt', 'status', 'organiserName', 'updatedAt'],
  },
  versions: { drafts: { validate: true }, maxPerDoc: 50 },
  access: {
    read: readEvents,
    readVersions: readEventVersions,
    create: signedIn,
    update: updateOwnEvents,
    delete: staffOnly,
  },
  hooks: {
    beforeOperation: [
      ({ args, operation, req }) => {
        if (!req.user || isStaff(req.user)) return args
        if (operation === 'restoreVersion') throw refuse('Only staff restore an earlier version of an event.')
        if (operation === 'create' || operation === 'update') {
          const data = (args as { data?: { _status?: unknown } }).data
          if (data?._status === 'published') throw refuse(PUBLISH_REFUSAL)
          // A member's save never reaches the published version in the main table.
          return { ...args, draft: true }
        }
        return args
      },
    ],
    beforeChange: [
      // `data` is the whole document as it will be saved; `originalDoc` the newest version before this save.
      async ({ data, originalDoc, operation, req }) => {
        const previous = operation === 'update' ? (originalDoc as EventFields & { id: number }) : undefined
        const person = req.user
        if (person && !isStaff(person)) {
          if (previous && String(idOf(previous.organiser)) !== String(person.id)) {
            throw refuse('You can change only the events you proposed.')
          }
          if (!previous && data.organiser && String(idOf(data.organiser)) !== String(person.id)) {
            throw refuse('You can propose an event only as yourself.')
          }
          if (previous?.status === 'cancelled') throw refuse('This event is cancelled: it cannot be changed.')
          if (data.status !== previous?.status) {
            const refusal = memberStatusRefusal(data.status)
            if (refusal) throw refuse(refusal)
          }
          data.organiser = person.id
          data.status = statusAfterMemberSave(data.status)
          await refuseOthersPictures(req, person.id, data.picture, previous?.picture)
        }
        const fields = data as EventFields
        const problems = [...shapeProblems(fields)]
        if (data.status === 'pending' || data.status === 'published' || data._status === 'published') {
          problems.push(...submissionProblems(fields))
        }
        const rejection = rejectionProblem(data.status, data.rejectionReason)
        if (rejection) problems.push({ path: 'rejectionReason', message: rejection })
        if (problems.length > 0) throw invalid(problems)
        if (data.status !== 'rejected') data.rejectionReason = null

        data.sequence = nextSequence(data, previous as Record<string, unknown> | undefined)
        // The address follows the title until the first approval and stays from then on, unless staff type one.
        const approvedBefore = previous?.status === 'published' || previous?.status === 'cancelled'
        if (
          data.title &&
          (!data.slug || (!approvedBefore && data.title !== previous?.title && data.slug === previous?.slug))
        ) {
          data.slug = await freeEventSlug(req.payload, data.title, { req, exceptId: previous?.id })
        }
        return data
      },
    ],
    // The calendar's pages and feeds are cached; this expires them (decision 061).
    afterChange: [
      eventChanged,
      // Everyone with a place at a coming date is told, once (decision 064).
      async ({ doc, previousDoc, req }) => {
        const published = (doc as { _status?: string })._status === 'published'
        if (published && doc.status === 'cancelled' && previousDoc?.status !== 'cancelled') {
          await queueCancellationMails(req, doc.id)
        }
        return doc
      },
    ],
    afterDelete: [eventDeleted],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: TITLE_MAX_LENGTH },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      maxLength: 80,
      admin: {
        position: 'sidebar',
        description: 'The event’s address, /events/{slug}. Made from the title; fixed once the event is approved.',
      },
      validate: (value: string | null | undefined) =>
        !value || /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u.test(value)
          ? true
          : 'Use lower-case letters and digits, with single dashes between words.',
    },
    {
      name: 'summary',
      type: 'textarea',
      maxLength: 300,
      admin: { description: 'One or two sentences for the calendar’s list and people’s calendar apps.' },
    },
    { name: 'description', type: 'richText' },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          label: 'Starts',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'endsAt',
          label: 'Ends',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      name: 'allDay',
      label: 'All day',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: 'Shown by date only: it starts at the start of its first day and ends at the end of its last.',
      },
    },
    {
      name: 'recurrence',
      label: 'Repeats',
      type: 'text',
      maxLength: 200,
      admin: {
        description:
          'An iCalendar rule, such as FREQ=WEEKLY;UNTIL=20270301 or FREQ=MONTHLY;BYDAY=1SA;COUNT=6. Empty: it happens once. ' +
          'It repeats at the same time on the organisation’s clocks.',
      },
      validate: (value: string | null | undefined) => recurrenceProblem(value) ?? true,
    },
    {
      name: 'exceptions',
      label: 'Excluded dates',
      type: 'textarea',
      maxLength: 1000,
      admin: {
        description: 'Dates a repeating event does not happen, YYYY-MM-DD, one a line.',
        condition: (data) => Boolean(data?.recurrence),
      },
      validate: (value: string | null | undefined) => exceptionsProblem(value) ?? true,
    },
    {
      name: 'venue',
      type: 'group',
      fields: [
        { name: 'name', type: 'text', maxLength: 120 },
        { name: 'address', type: 'textarea', maxLength: 300 },
        {
          type: 'row',
          fields: [
            // Plain numbers rather than Payload's point, which needs PostGIS (as artists' studios, decision 024).
            { name: 'latitude', type: 'number', min: -90, max: 90 },
            { name: 'longitude', type: 'number', min: -180, max: 180 },
          ],
        },
      ],
    },
    {
      name: 'onlineLink',
      label: 'Online link',
      type: 'text',
      maxLength: 500,
      admin: { description: 'Where people join an online event (https://…).' },
      validate: (value: string | null | undefined) =>
        !value || /^https:\/\/[^\s]+$/.test(value) ? true : 'Give the online link as an address starting https://.',
    },
    { name: 'picture', type: 'upload', relationTo: 'images' },
    { name: 'tags', type: 'relationship', relationTo: 'event-tags', hasMany: true, maxRows: 10 },
    {
      name: 'registration',
      label: 'Price',
      type: 'select',
      required: true,
      defaultValue: 'none',
      options: REGISTRATIONS.map((value) => ({ label: REGISTRATION_LABELS[value], value })),
    },
    {
      name: 'priceNote',
      label: 'Price and booking note',
      type: 'text',
      maxLength: 200,
      admin: { description: 'What it costs and how to book, in words (such as “$15, members $10”).' },
    },
    {
      name: 'capacity',
      label: 'Places',
      type: 'number',
      min: 1,
      max: 100000,
      admin: {
        description:
          'For an event with RSVP: how many people may come to each date. Empty: no limit. When it is full, people join a waiting list.',
        condition: (data) => data?.registration === 'rsvp',
      },
      validate: (value: number | null | undefined) =>
        value == null || (Number.isSafeInteger(value) && value >= 1)
          ? true
          : 'Give the places as a whole number, 1 or more.',
    },
    {
      name: 'ticketKinds',
      label: 'Ticket kinds',
      type: 'array',
      maxRows: 10,
      access: { create: staffField, update: staffField },
      admin: {
        description: 'What the organisation sells for each date, through the shop’s payments. Set by staff.',
        condition: (data) => data?.registration === 'tickets',
      },
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 80 },
        minorUnits('priceMinor', 'Price (in cents)'),
        {
          name: 'quota',
          label: 'Tickets for each date',
          type: 'number',
          required: true,
          min: 1,
          max: 100000,
          validate: (value: number | null | undefined) =>
            Number.isSafeInteger(value) && (value as number) >= 1
              ? true
              : 'Give the tickets as a whole number, 1 or more.',
        },
      ],
    },
    { name: 'accessibility', label: 'Accessibility', type: 'textarea', maxLength: TEXT_MAX_LENGTH },
    {
      name: 'organiser',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      defaultValue: ({ user }: { user?: { id: number | string } | null }) => user?.id,
      // Hidden from others by a hook rather than read access, which would also stop the rules querying it.
      hooks: { afterRead: [organiserOrStaffOnly] },
      admin: {
        position: 'sidebar',
        description: 'The person who proposed the event, who may edit it. Empty: the organisation’s own.',
      },
    },
    {
      name: 'organiserName',
      label: 'Organised by',
      type: 'text',
      maxLength: 120,
      admin: { position: 'sidebar', description: 'The name the public sees; empty for the organisation’s own events.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      // Payload's own `_status` of drafts would otherwise get the same type name.
      enumName: 'enum_events_event_status',
      options: EVENT_STATUSES.map((value) => ({ label: EVENT_STATUS_LABELS[value], value })),
      admin: {
        position: 'sidebar',
        description:
          'Members save drafts and submit them (waiting for review); staff publish, reject or cancel. ' +
          'Publish with “Published” here and the Publish button. A cancelled event stays on the calendar, marked.',
      },
    },
    {
      name: 'rejectionReason',
      label: 'Reason for rejection',
      type: 'textarea',
      maxLength: REJECTION_REASON_MAX_LENGTH,
      admin: {
        position: 'sidebar',
        description: 'Why the event was rejected; its organiser is told this.',
        condition: (data) => data?.status === 'rejected',
      },
    },
    {
      name: 'sequence',
      type: 'number',
      defaultValue: 0,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Counts the changes people’s calendars are told about (iCalendar SEQUENCE).',
      },
    },
  ],
}

/** A member puts on their event only pictures they uploaded (or one already there). */
async function refuseOthersPictures(
  req: PayloadRequest,
  personId: number | string,
  picture: unknown,
  already: unknown,
) {
  const id = idOf(picture)
  if (id === null || String(id) === String(idOf(already))) return
  const count = await req.payload.count({
    collection: 'images',
    where: { and: [{ id: { equals: id } }, { uploadedBy: { equals: personId } }] },
    overrideAccess: true,
    req,
  })
  if (count.totalDocs === 0) throw invalid([{ path: 'picture', message: 'Use a picture you uploaded yourself.' }])
}

/** What makes no sense whatever the status: an end before the start. */
function shapeProblems(event: EventFields): { path: string; message: string }[] {
  if (event.startsAt && event.endsAt && new Date(event.endsAt) < new Date(event.startsAt)) {
    return [{ path: 'endsAt', message: 'The event ends before it starts: check the end.' }]
  }
  return []
}
