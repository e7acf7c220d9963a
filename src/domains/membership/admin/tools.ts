import type { ControlPanelTool } from '../../../platform/cpanel/tools'

/** Membership's tools of the control panel (plain data: the route table is built from it before any configuration). */
export const MEMBERSHIP_TOOLS: readonly ControlPanelTool[] = [
  {
    name: 'membershiper',
    label: 'Memberships',
    description:
      'Membership plans, and the members: find, export, and a member’s terms, payments and mail; free terms, extensions, cancellations and payments by hand.',
    component: '/domains/membership/admin/MembershipTool#MembershipTool',
    needs: 'staff',
  },
  {
    name: 'pricingartlovers',
    label: 'Art lover prices',
    description: 'The art lover plans’ prices and reduced prices, on one form.',
    component: '/domains/membership/admin/PricingTool#PricingTool',
    needs: 'staff',
  },
]

export const MEMBERSHIP_TOOL = MEMBERSHIP_TOOLS[0]!
export const PRICING_TOOL = MEMBERSHIP_TOOLS[1]!
