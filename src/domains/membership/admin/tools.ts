import type { ControlPanelTool } from '../../../platform/cpanel/tools'

/** Membership's tools of the control panel (plain data: the route table is built from it before any configuration). */
export const MEMBERSHIP_TOOLS: readonly ControlPanelTool[] = [
  {
    name: 'membershiper',
    task: 'People',
    label: 'Memberships',
    description:
      'Membership plans, and the members: find, export, and a member’s terms, payments and mail; free terms, extensions, cancellations and payments by hand.',
    component: '/domains/membership/admin/MembershipTool#MembershipTool',
    needs: 'staff',
  },
  {
    name: 'pricingartlovers',
    task: 'Money',
    label: 'Art lover prices',
    description: 'The art lover plans’ prices and reduced prices, on one form.',
    component: '/domains/membership/admin/PricingTool#PricingTool',
    needs: 'staff',
  },
  {
    name: 'emailtemp_welcome',
    task: 'Communications',
    label: 'Welcome mail',
    description: 'The words of the mail a member gets when a term starts, with a preview and a test to yourself.',
    component: '/domains/membership/admin/MailTools#WelcomeMailTool',
    needs: 'staff',
  },
  {
    name: 'emailtemp_expirations',
    task: 'Communications',
    label: 'Reminder and expiry mails',
    description: 'When renewal reminders go out, and the words of the reminder and of the expiry notice.',
    component: '/domains/membership/admin/MailTools#ExpiryMailsTool',
    needs: 'staff',
  },
]

export const MEMBERSHIP_TOOL = MEMBERSHIP_TOOLS[0]!
export const PRICING_TOOL = MEMBERSHIP_TOOLS[1]!
export const WELCOME_MAIL_TOOL = MEMBERSHIP_TOOLS[2]!
export const EXPIRY_MAILS_TOOL = MEMBERSHIP_TOOLS[3]!
