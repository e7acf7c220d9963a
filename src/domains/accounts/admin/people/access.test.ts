import type { AdminViewServerProps } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { staffViewer } from './access'

const props = (user: { id: number; roles: string[] } | null) =>
  ({
    initPageResult: { req: { user, payload: { config: { routes: { admin: '/cpanel' } } } } },
  }) as unknown as AdminViewServerProps

/** The interrupt Next.js throws, by its digest (what its router acts on). */
function interrupt(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    return String((error as { digest?: string }).digest)
  }
  return 'nothing thrown'
}

describe('who may open a people tool', () => {
  beforeAll(() => {
    // next.config.ts turns on `experimental.authInterrupts`, which sets this for the app; forbidden() checks it.
    process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true'
  })

  it('lets staff and administrators in', () => {
    expect(staffViewer(props({ id: 1, roles: ['staff'] }), 'userslist')).toMatchObject({ id: 1 })
    expect(staffViewer(props({ id: 2, roles: ['admin'] }), 'userslist')).toMatchObject({ id: 2 })
  })

  it('sends someone not signed in to the control panel sign-in, returning to the tool', () => {
    expect(interrupt(() => staffViewer(props(null), 'userfinder'))).toMatch(
      /^NEXT_REDIRECT;replace;\/cpanel\/login\?redirect=%2Fcpanel%2Fuserfinder;307;$/,
    )
  })

  it('refuses everyone else with 403', () => {
    for (const roles of [[], ['artist'], ['artlover', 'partner']]) {
      expect(interrupt(() => staffViewer(props({ id: 3, roles }), 'addmembers'))).toBe('NEXT_HTTP_ERROR_FALLBACK;403')
    }
  })
})
