import type { ControlPanelTool } from '../../../platform/cpanel/tools'

/** Commerce's tools of the control panel (plain data: the route table is built from it before any configuration). */
export const COMMERCE_TOOLS: readonly ControlPanelTool[] = [
  {
    name: 'stripetrans',
    task: 'Money',
    label: 'Payments',
    description: 'Every payment of every provider: find, total, refund and export.',
    component: '/domains/commerce/admin/PaymentsTool#PaymentsTool',
    needs: 'staff',
  },
  {
    name: 'creditcardprocessor',
    task: 'Money',
    label: 'Desk sale',
    description:
      'Take a payment at the desk or by phone: find or add the person, choose products or an amount, then the card or money taken by hand.',
    component: '/domains/commerce/admin/DeskSaleTool#DeskSaleTool',
    needs: 'staff',
  },
]

export const PAYMENTS_TOOL = COMMERCE_TOOLS[0]!
export const DESK_SALE_TOOL = COMMERCE_TOOLS[1]!
