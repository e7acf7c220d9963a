// The registry module alone, not the accounts index: the launcher and the build
// check guards before any configuration exists, so nothing here may load Payload.
import { guards } from '../domains/accounts/guards'
import type { Person } from '../domains/accounts/roles'
import { compileRouteGuards, type RouteGuardRule } from '../platform/guards'
import { routeGuards } from './route-guards'

/** The route table checked against the guard registry; throws on an unknown guard name. */
export function compiledRouteGuards(rules: readonly RouteGuardRule[] = routeGuards) {
  return compileRouteGuards<Person>(rules, guards)
}
