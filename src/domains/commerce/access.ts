import type { Access, FieldAccess } from 'payload'

import { isStaff } from '@/domains/accounts'

/**
 * Who may see money (decision 044). Staff read every order and payment; a
 * person reads their own orders and the payments made for them; anyone else
 * reads nothing. Nobody writes orders, payments or refunds through REST or
 * GraphQL: they change only through commerce's services (`createOrder`,
 * `recordPaymentEvent`), which use the local API inside their transaction.
 */

export const nobody: Access = () => false

export const readOwnOrders: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (req.user) return { buyer: { equals: req.user.id } }
  return false
}

export const readPaymentsOfOwnOrders: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (req.user) return { 'order.buyer': { equals: req.user.id } }
  return false
}

export const staffOnly: Access = ({ req }) => isStaff(req.user)

/** The guest's access token is a key, not a fact about the order: no API answers it, staff's included. */
export const neverThroughTheApi: FieldAccess = () => false

/** The shop's categories: anyone reads them. */
export const anyone: Access = () => true

/** Products: staff read all; everyone else, signed in or not, only those on sale. */
export const readActiveProducts: Access = ({ req }) => (isStaff(req.user) ? true : { active: { equals: true } })
