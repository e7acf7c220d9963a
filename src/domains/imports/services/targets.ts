import {
  checkImportedContact,
  CONTACT_IMPORT_FIELDS,
  contactsWithHistory,
  findImportedContacts,
  removeImportedContact,
  restoreImportedContact,
  saveImportedContact,
  type ContactBefore,
  type FoundContact,
  type ImportedContact,
} from '@/domains/contacts'
import {
  accountsTakenUp,
  checkImportedPerson,
  findImportedAccounts,
  PERSON_IMPORT_FIELDS,
  removeImportedAccount,
  restoreImportedAccount,
  saveImportedAccount,
  type AccountBefore,
  type FoundAccount,
  type ImportedPerson,
} from '@/domains/accounts'
import {
  checkImportedGift,
  DONOR_IMPORT_FIELDS,
  findImportedGifts,
  giftImportCampaigns,
  giftImportContext,
  giftKey,
  giftsSettledSince,
  removeImportedGift,
  restoreImportedGift,
  saveImportedGift,
  type FoundGift,
  type GiftBefore,
  type GiftImportContext,
  type ImportedGift,
} from '@/domains/donors'
import {
  ARTIST_IMPORT_FIELDS,
  checkImportedArtist,
  findImportedArtists,
  profilesWorkedOn,
  removeImportedArtist,
  restoreImportedArtist,
  saveImportedArtist,
  updatesArtist,
  type ArtistBefore,
  type FoundArtist,
  type ImportedArtist,
} from '@/domains/artists'
import {
  ATTENDEE_IMPORT_FIELDS,
  attendeeImportContext,
  attendeeImportEvents,
  checkImportedAttendee,
  findImportedPlaces,
  placesCheckedIn,
  removeImportedAttendee,
  restoreImportedAttendee,
  saveImportedAttendee,
  type AttendeeImportContext,
  type FoundPlace,
  type ImportedAttendee,
  type PlaceBefore,
} from '@/domains/events'
import {
  checkImportedMember,
  findImportedMembers,
  importPlans,
  MEMBER_IMPORT_FIELDS,
  membershipsBuiltOn,
  removeImportedMember,
  restoreImportedMember,
  saveImportedMember,
  updatesMembership,
  type FoundMember,
  type ImportedMember,
  type ImportPlan,
  type MemberBefore,
} from '@/domains/membership'
import type { SqlExecutor } from '@/platform/database/transaction'

/** A column of the file may fill one of these. */
export type TargetField = { key: string; label: string; required?: boolean }

/**
 * What an import brings in, written through the domain that keeps it (decision
 * 094): the fields a line may fill, a line checked in words, the records kept
 * already for a batch's emails (one statement for the batch, never one per
 * line), and a line's write and its undo, in the caller's transaction.
 */
export type ImportTarget<Value = unknown, Found = unknown, Before = unknown, Context = unknown> = {
  kind: string
  label: string
  /** What the created and updated rows are, in the organisation's words ("contact"). */
  noun: string
  fields: readonly TargetField[]
  /** What lines are checked against, read once per preview, dry run or run (the plans; the chosen event). */
  context?(db: SqlExecutor, choice: number | null): Promise<Context>
  /** For a target that asks for one: what staff choose beside the mapping (an event), and its choices. */
  choice?: { label: string; options(db: SqlExecutor): Promise<{ id: number; label: string }[]> }
  check(
    cells: Partial<Record<string, string>>,
    context: Context,
  ): { ok: true; value: Value } | { ok: false; problems: string[] }
  emailOf(value: Value): string
  /** What makes two lines the same record, in words (default: the email); a later line of the same is skipped. */
  keyOf?(value: Value): string
  /**
   * The records kept for a batch's lines, by their key, in one statement (not
   * one per line); `lock`: held until the batch commits.
   */
  find(db: SqlExecutor, values: readonly Value[], lock: boolean): Promise<Map<string, Found>>
  /** Whether a line whose email `find` found would update (default) rather than create: the dry run's count. */
  updates?(found: Found): boolean
  /** A line written over what `find` found for its email (or nothing): created or updated, with the before-values. */
  save(
    db: SqlExecutor,
    value: Value,
    found: Found | undefined,
  ): Promise<{ outcome: 'created' | 'updated'; id: number; before: Before | null }>
  /** Of the records an import created, those that may not be removed now, and why. */
  keptByLaterWork(db: SqlExecutor, created: readonly number[]): Promise<{ ids: number[]; why: string }>
  remove(db: SqlExecutor, id: number, before: Before | null): Promise<void>
  restore(db: SqlExecutor, id: number, before: Before): Promise<void>
}

const emails = (values: readonly ({ email: string } | { person: { email: string } })[]) =>
  values.map((value) => ('email' in value ? value.email : value.person.email))

const contacts: ImportTarget<ImportedContact, FoundContact, ContactBefore> = {
  kind: 'contacts',
  label: 'Contacts, with tags',
  noun: 'contact',
  fields: CONTACT_IMPORT_FIELDS,
  check: checkImportedContact,
  emailOf: (value) => value.email,
  find: (db, values, lock) => findImportedContacts(db, emails(values), lock),
  save: saveImportedContact,
  keptByLaterWork: async (db, created) => ({
    ids: await contactsWithHistory(db, created),
    why: 'staff have since logged interactions or follow-ups on them',
  }),
  remove: removeImportedContact,
  restore: restoreImportedContact,
}

/** The people a target makes accounts for must stay once their person has taken the account up. */
const TAKEN_UP = 'their people have since set a password or signed in'

const artLovers: ImportTarget<ImportedPerson, FoundAccount, AccountBefore> = {
  kind: 'art-lovers',
  label: 'Art lovers',
  noun: 'art lover',
  fields: PERSON_IMPORT_FIELDS,
  check: checkImportedPerson,
  emailOf: (value) => value.email,
  find: (db, values, lock) => findImportedAccounts(db, emails(values), lock),
  save: (db, person, found) => saveImportedAccount(db, person, found, 'artlover'),
  keptByLaterWork: async (db, created) => ({ ids: await accountsTakenUp(db, created), why: TAKEN_UP }),
  remove: removeImportedAccount,
  restore: restoreImportedAccount,
}

const members: ImportTarget<ImportedMember, FoundMember, MemberBefore, Map<string, ImportPlan>> = {
  kind: 'members',
  label: 'Members, with their plan and term',
  noun: 'membership',
  fields: MEMBER_IMPORT_FIELDS,
  context: importPlans,
  check: checkImportedMember,
  emailOf: (value) => value.person.email,
  find: (db, values, lock) => findImportedMembers(db, emails(values), lock),
  updates: updatesMembership,
  save: (db, member, found) => saveImportedMember(db, member, found),
  keptByLaterWork: async (db, created) => ({
    ids: await membershipsBuiltOn(db, created),
    why: 'they have since had another term or a membership event',
  }),
  remove: (db, id, before) => removeImportedMember(db, id, before!),
  restore: restoreImportedMember,
}

const donors: ImportTarget<ImportedGift, FoundGift, GiftBefore, GiftImportContext> = {
  kind: 'donors',
  label: 'Donors, with their past gifts',
  noun: 'gift',
  fields: DONOR_IMPORT_FIELDS,
  choice: { label: 'Campaign the gifts go to', options: giftImportCampaigns },
  context: giftImportContext,
  check: checkImportedGift,
  emailOf: (gift) => gift.email,
  keyOf: giftKey,
  find: findImportedGifts,
  save: saveImportedGift,
  keptByLaterWork: async (db, created) => ({
    ids: await giftsSettledSince(db, created),
    why: 'staff have since refunded or cancelled them',
  }),
  remove: removeImportedGift,
  restore: restoreImportedGift,
}

const attendees: ImportTarget<ImportedAttendee, FoundPlace, PlaceBefore, AttendeeImportContext> = {
  kind: 'attendees',
  label: 'The attendees of an event',
  noun: 'place',
  fields: ATTENDEE_IMPORT_FIELDS,
  choice: { label: 'Event they attend', options: attendeeImportEvents },
  context: attendeeImportContext,
  check: checkImportedAttendee,
  emailOf: (attendee) => attendee.email,
  find: findImportedPlaces,
  save: saveImportedAttendee,
  keptByLaterWork: async (db, created) => ({
    ids: await placesCheckedIn(db, created),
    why: 'they have since been checked in',
  }),
  remove: removeImportedAttendee,
  restore: restoreImportedAttendee,
}

const artists: ImportTarget<ImportedArtist, FoundArtist, ArtistBefore> = {
  kind: 'artists',
  label: 'Artists',
  noun: 'artist profile',
  fields: ARTIST_IMPORT_FIELDS,
  check: checkImportedArtist,
  emailOf: (value) => value.email,
  find: (db, values, lock) => findImportedArtists(db, emails(values), lock),
  updates: updatesArtist,
  save: saveImportedArtist,
  keptByLaterWork: async (db, created) => ({
    ids: await profilesWorkedOn(db, created),
    why: 'their artists have since saved or submitted them',
  }),
  remove: (db, id, before) => removeImportedArtist(db, id, before!),
  restore: restoreImportedArtist,
}

export const IMPORT_TARGETS: readonly ImportTarget[] = [
  contacts as ImportTarget,
  members as ImportTarget,
  artists as ImportTarget,
  donors as ImportTarget,
  artLovers as ImportTarget,
  attendees as ImportTarget,
]

export function importTarget(kind: string): ImportTarget | null {
  return IMPORT_TARGETS.find((target) => target.kind === kind) ?? null
}
