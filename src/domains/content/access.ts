import type { Access } from 'payload'

import { isStaff } from '@/domains/accounts'

export const anyone: Access = () => true
export const staffOnly: Access = ({ req }) => isStaff(req.user)
