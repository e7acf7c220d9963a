import type { Payload } from 'payload'

/**
 * A campaign and three donor levels for a fresh demo database, beside the
 * demo shop, so a newcomer sees /donors alive. Only when there are no
 * campaigns and no levels, so giving staff have started is never touched.
 */
const LEVELS = [
  { name: 'Friend', minimumYearlyMinor: 5_000, description: 'Gifts of $50 or more in the year.' },
  { name: 'Patron', minimumYearlyMinor: 50_000, description: 'Gifts of $500 or more in the year.' },
  { name: 'Benefactor', minimumYearlyMinor: 250_000, description: 'Gifts of $2,500 or more in the year.' },
]

const CAMPAIGN = {
  name: 'Open Studios for everyone',
  summary: 'Free maps, step-free routes and guided walks, so every neighbour can visit.',
  story:
    'Every year our artists open their studios to the city. Not every studio is easy to reach, and not every visitor can find their way.\n\nYour gift pays for the free printed map, step-free routes between studios and guided walks in three languages. Every gift, large or small, opens a door.',
  goalMinor: 1_500_000,
  suggestedAmountsMinor: [2_500, 5_000, 10_000, 25_000],
  yearlyGiving: true,
  published: true,
}

export async function seedDemoGiving(payload: Payload): Promise<number> {
  const [campaigns, levels] = await Promise.all([
    payload.count({ collection: 'campaigns', overrideAccess: true }),
    payload.count({ collection: 'donor-levels', overrideAccess: true }),
  ])
  if (campaigns.totalDocs > 0 || levels.totalDocs > 0) return 0
  for (const level of LEVELS) await payload.create({ collection: 'donor-levels', overrideAccess: true, data: level })
  await payload.create({ collection: 'campaigns', overrideAccess: true, data: CAMPAIGN })
  return 1
}
