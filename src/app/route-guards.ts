import type { RouteGuardRule } from '../platform/guards'
import { CONTROL_PANEL_TOOLS } from './control-panel'

/**
 * Which routes need which guards (names from the accounts guard registry; the `admin` rules of control-panel tools come from their domains' tool lists).
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
  ...CONTROL_PANEL_TOOLS.flatMap((group) => group.tools)
    .filter((tool) => tool.needs === 'admin')
    .map((tool) => ({
      pattern: `/cpanel/${tool.name}`,
      guards: ['admin'],
      signIn: '/cpanel/login?redirect={path}',
    })),
  {
    pattern: '/dashboard/*',
    guards: ['signed-in'],
    signIn: '/login?next={path}',
  },
  // Partners' perks: anyone signed in reaches them, and a person who is not a partner is told how to become one.
  ...['/addperks', '/editperks/*'].map((pattern) => ({ pattern, guards: ['signed-in'], signIn: '/login?next={path}' })),
  // Anyone signed in proposes events and edits their own (decision 060).
  { pattern: '/addevent', guards: ['signed-in'], signIn: '/login?next={path}' },
  { pattern: '/editevents/*', guards: ['signed-in'], signIn: '/login?next={path}' },
  // A person's message centre (decision 099).
  ...['/messagecenter', '/messagecenter/*'].map((pattern) => ({ pattern, guards: ['signed-in'], signIn: '/login?next={path}' })),
]
