import type { Recognition } from './giving'

/** A paid gift of the year as recognition reads it. */
export type RecognisedGift = {
  donor: number | null
  donorName: string
  donorEmail: string
  organisation: string | null
  recognition: Recognition
  amountMinor: number
  paidAt: Date
}

export type Level = { id: number; name: string; minimumYearlyMinor: number; description: string | null }

/** One level on /donors: the names listed (by the donors' agreement) and how many asked to be "Anonymous". */
export type LevelRoll = { level: Level; names: string[]; anonymous: number }

/**
 * Who a gift is from, for recognition: an organisation by its name (gifts
 * made on its behalf are recognised under it), else a person by account,
 * else by email address.
 */
export function donorKey(gift: Pick<RecognisedGift, 'donor' | 'donorEmail' | 'organisation'>): string {
  const organisation = gift.organisation?.trim().replace(/\s+/g, ' ').toLowerCase()
  if (organisation) return `organisation:${organisation}`
  if (gift.donor !== null) return `person:${gift.donor}`
  return `email:${gift.donorEmail.trim().toLowerCase()}`
}

/**
 * /donors for one year: each donor's paid gifts added up and placed under the
 * highest level their total reaches (levels highest first). A donor is shown
 * as their most recent gift asks — named, "Anonymous", or not at all — but
 * every gift counts towards their level, whatever its own choice: the
 * choice is about the name, not the money.
 */
export function recognitionRoll(gifts: readonly RecognisedGift[], levels: readonly Level[]): LevelRoll[] {
  const donors = new Map<string, { total: number; latest: RecognisedGift }>()
  for (const gift of gifts) {
    const key = donorKey(gift)
    const known = donors.get(key)
    if (!known) donors.set(key, { total: gift.amountMinor, latest: gift })
    else {
      known.total += gift.amountMinor
      if (gift.paidAt.getTime() >= known.latest.paidAt.getTime()) known.latest = gift
    }
  }
  const ordered = [...levels].sort((a, b) => b.minimumYearlyMinor - a.minimumYearlyMinor)
  const rolls = ordered.map((level) => ({ level, names: [] as string[], anonymous: 0 }))
  for (const { total, latest } of donors.values()) {
    const roll = rolls.find(({ level }) => total >= level.minimumYearlyMinor)
    if (!roll || latest.recognition === 'private') continue
    if (latest.recognition === 'anonymous') roll.anonymous += 1
    else roll.names.push(latest.organisation?.trim() || latest.donorName.trim())
  }
  for (const roll of rolls) roll.names.sort((a, b) => a.localeCompare(b, 'en'))
  return rolls.filter((roll) => roll.names.length > 0 || roll.anonymous > 0)
}
