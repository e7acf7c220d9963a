import { sql } from '@payloadcms/db-postgres'

import type { MergeField, TemplateContext, TemplateDefinition } from '@/domains/comms'
import { config } from '@/platform/config'
import { database } from '@/platform/database/transaction'

import { listingRows, type ListingRow } from './listing-rows'

/**
 * The mail an artist gets when staff ask for changes to their guide listing
 * (decision 052), from a template staff edit (comms, decision 046).
 */
export const LISTING_CHANGES_TEMPLATE = 'os-listing-changes'

const FIELDS: Record<string, MergeField> = {
  'person.name': { description: 'The artist’s name as the guide prints it', example: 'Ada Lovelace' },
  'season.name': { description: 'The Open Studios season', example: 'Open Studios 2026' },
  'review.reason': {
    description: 'What staff ask to change',
    example: 'The picture is a detail; send the whole work.',
  },
  'links.listing': { description: 'The listing’s page', example: 'https://example.org/listingsportal/12' },
}

/** What the mail names, for one listing and the reason given. */
export function listingChangesContext(
  row: Pick<ListingRow, 'id' | 'artistName'>,
  seasonName: string,
  reason: string,
  publicUrl: string,
): TemplateContext {
  return {
    person: { name: row.artistName },
    season: { name: seasonName },
    review: { reason },
    links: { listing: `${publicUrl.replace(/\/+$/, '')}/listingsportal/${row.id}` },
  }
}

export function listingChangesTemplate(): TemplateDefinition {
  return {
    key: LISTING_CHANGES_TEMPLATE,
    label: 'Guide listing: changes requested',
    description: 'Sent to an artist when staff ask for changes to their Open Studios guide listing, with the reason.',
    fields: FIELDS,
    defaults: {
      subject: 'Your {{season.name}} guide listing: changes requested',
      html:
        '<p>Dear {{person.name}},</p>\n' +
        '<p>Thank you for your guide listing. Before it goes to print, we ask you to change this:</p>\n' +
        '<blockquote>{{review.reason}}</blockquote>\n' +
        '<p>Change it and submit it again here: <a href="{{links.listing}}">{{links.listing}}</a></p>\n' +
        '<p>With thanks,<br>The Open Studios team</p>',
      text:
        'Dear {{person.name}},\n\n' +
        'Thank you for your guide listing. Before it goes to print, we ask you to change this:\n\n' +
        '{{review.reason}}\n\n' +
        'Change it and submit it again here: {{links.listing}}\n\n' +
        'With thanks,\nThe Open Studios team',
    },
    async previewContext(payload, search) {
      const words = search?.trim()
      const like = `%${words?.replace(/[\\%_]/g, (match) => `\\${match}`)}%`
      const where = words
        ? sql`l.status = 'changes-requested' AND (u.email ILIKE ${like} OR u.name ILIKE ${like})`
        : sql`l.status = 'changes-requested'`
      const [row] = await listingRows(database(payload), where, 1)
      if (!row) return null
      const season = await payload.findByID({
        collection: 'os-seasons',
        id: row.season,
        depth: 0,
        overrideAccess: true,
      })
      return {
        context: listingChangesContext(row, season.name, row.reviewNote, config().PUBLIC_URL),
        record: `${row.artistName}’s listing in ${season.name}`,
      }
    },
  }
}
