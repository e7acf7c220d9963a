// The tool list alone (plain data), not the accounts index: the launcher and the build compile this table.
import { ACCOUNT_TOOLS } from '../domains/accounts/admin/tools'
import type { RouteGuardRule } from '../platform/guards'

/**
 * Which routes need which guards (names from the accounts guard registry).
 * Checked on the server for every request by `src/proxy.ts`; an unknown guard
 * name stops the build and the start-up.
 */
export const routeGuards: readonly RouteGuardRule[] = [
  {
    pattern: '/cpanel/*',
    guards: ['staff'],
    // Payload's own screens for signing in and recovering a password.
    except: [
      '/cpanel/login',
      '/cpanel/logout',
      '/cpanel/logout-inactivity',
      '/cpanel/forgot',
      '/cpanel/reset/*',
      '/cpanel/verify/*',
      '/cpanel/create-first-user',
      '/cpanel/unauthorized',
    ],
    signIn: '/cpanel/login?redirect={path}',
  },
  // The control-panel tools that need an administrator, on top of the staff rule above.
  ...ACCOUNT_TOOLS.filter((tool) => tool.needs === 'admin').map((tool) => ({
    pattern: `/cpanel/${tool.name}`,
    guards: ['admin'],
    signIn: '/cpanel/login?redirect={path}',
  })),
  {
    pattern: '/dashboard/*',
    guards: ['signed-in'],
    signIn: '/login?next={path}',
  },
]
