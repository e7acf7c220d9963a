import { guards, type Person } from '../domains/accounts'
import { compileRouteGuards, type RouteGuardRule } from '../platform/guards'
import { routeGuards } from './route-guards'

/** The route table checked against the guard registry; throws on an unknown guard name. */
export function compiledRouteGuards(rules: readonly RouteGuardRule[] = routeGuards) {
  return compileRouteGuards<Person>(rules, guards)
}
