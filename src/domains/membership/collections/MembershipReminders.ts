import type { GlobalConfig } from 'payload'

import { staffOnly } from '../access'
import { DEFAULT_REMINDER_DAYS, reminderDaysProblem } from '../services/reminder-days'

/**
 * On which days before a term's end its renewal reminders fall due
 * (decision 047), chosen by staff in `/cpanel/emailtemp_expirations`. Staff
 * only, through every API.
 */
export const MembershipReminders: GlobalConfig = {
  slug: 'membership-reminders',
  label: 'Membership reminders',
  admin: { group: 'Membership' },
  access: { read: staffOnly, update: staffOnly },
  fields: [
    {
      name: 'daysBefore',
      label: 'Days before the end',
      type: 'number',
      hasMany: true,
      defaultValue: [...DEFAULT_REMINDER_DAYS],
      validate: (value: number[] | null | undefined) => reminderDaysProblem(value ?? []) ?? true,
    },
  ],
}
