import type { ControlPanelTool } from '../../../platform/cpanel/tools'

/** Open Studios' tools of the control panel (plain data: the route table is built from it before any configuration). */
export const OPEN_STUDIOS_TOOLS: readonly ControlPanelTool[] = [
  {
    name: 'sfosadpricing',
    label: 'Guide ad sizes',
    description:
      'The sizes of ad in this season’s printed guide: trim, bleed, price and how many are for sale, with the pixels each needs and how many are sold.',
    component: '/domains/openStudios/admin/AdPricingTool#AdPricingTool',
    needs: 'staff',
  },
  {
    name: 'sfosaduploads',
    label: 'Guide ad artwork',
    description:
      'The advertisers’ artwork: preview, what the print checks found, the original; approve it or ask for changes with a reason (the advertiser is mailed).',
    component: '/domains/openStudios/admin/AdUploadsTool#AdUploadsTool',
    needs: 'staff',
  },
]
