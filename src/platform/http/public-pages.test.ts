import { describe, expect, it } from 'vitest'

import { cachedPageData, writingOutsideRequests } from './public-pages'

describe('page data while writes run outside requests', () => {
  const counted = () => {
    let loads = 0
    return cachedPageData(async (name: string) => `${name} ${++loads}`, ['test', 'counted'], {
      tags: ['test'],
      revalidate: 60,
    })
  }

  it('is read fresh on every call while the writes run, nested or not', async () => {
    const read = counted()
    await writingOutsideRequests(async () => {
      expect(await read('artists')).toBe('artists 1')
      await writingOutsideRequests(async () => expect(await read('artists')).toBe('artists 2'))
      expect(await read('artists')).toBe('artists 3')
    })
  })

  it('goes to the Next.js data cache otherwise, also after writes that failed', async () => {
    const read = counted()
    await expect(
      writingOutsideRequests(async () => {
        throw new Error('seeding broke')
      }),
    ).rejects.toThrow('seeding broke')
    // Outside a Next.js server there is no cache to go to, and Next says so: the read reached it.
    await expect(read('artists')).rejects.toThrow(/incrementalCache missing in unstable_cache/)
  })
})
