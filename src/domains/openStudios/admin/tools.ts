import type { ControlPanelTool } from '../../../platform/cpanel/tools'

/** Open Studios' tools of the control panel (plain data: the route table is built from it before any configuration). */
export const OPEN_STUDIOS_TOOLS: readonly ControlPanelTool[] = [
  {
    name: 'sfosweekends',
    task: 'Open Studios',
    label: 'Seasons and weekends',
    description:
      'Open Studios seasons (make one, make it current) and each season’s weekends: days, hours, neighbourhoods, capacity, who is registered.',
    component: '/domains/openStudios/admin/SeasonWeekendsTool#SeasonWeekendsTool',
    needs: 'staff',
  },
  {
    name: 'sfospricing',
    task: 'Open Studios',
    label: 'Registration pricing',
    description:
      'A season’s registration tiers and their early, regular and late prices, the discounts and the refund rule, with what artists will pay.',
    component: '/domains/openStudios/admin/SeasonPricingTool#SeasonPricingTool',
    needs: 'staff',
  },
  {
    name: 'sfosdeadlines',
    task: 'Open Studios',
    label: 'Deadlines and guide limits',
    description: 'A season’s seven deadlines on a timeline, and the guide’s character limits and picture print size.',
    component: '/domains/openStudios/admin/SeasonDeadlinesTool#SeasonDeadlinesTool',
    needs: 'staff',
  },
  {
    name: 'sfosregistrations',
    task: 'Open Studios',
    label: 'Open Studios registrations',
    description:
      'The season’s registrations by weekend, tier and status, each weekend’s waiting list; register an artist by hand (fee waived or paid by hand) and cancel with a reason.',
    component: '/domains/openStudios/admin/RegistrationsTool#RegistrationsTool',
    needs: 'staff',
  },
  {
    name: 'mapping',
    task: 'Open Studios',
    label: 'Studio map',
    description:
      'Every studio of the season on the map and in a table: place one by dragging or typing its position, geocode addresses, draw the neighbourhoods’ outlines.',
    component: '/domains/openStudios/admin/MappingTool#MappingTool',
    needs: 'staff',
  },
  {
    name: 'sfosadpricing',
    task: 'Open Studios',
    label: 'Guide ad sizes',
    description:
      'The sizes of ad in this season’s printed guide: trim, bleed, price and how many are for sale, with the pixels each needs and how many are sold.',
    component: '/domains/openStudios/admin/AdPricingTool#AdPricingTool',
    needs: 'staff',
  },
  {
    name: 'sfosaduploads',
    task: 'Open Studios',
    label: 'Guide ad artwork',
    description:
      'The advertisers’ artwork: preview, what the print checks found, the original; approve it or ask for changes with a reason (the advertiser is mailed).',
    component: '/domains/openStudios/admin/AdUploadsTool#AdUploadsTool',
    needs: 'staff',
  },
  {
    name: 'sfoslistings',
    task: 'Open Studios',
    label: 'Guide listings',
    description:
      'The season’s guide listings: review (approve, or ask for changes with a reason), printable proofs, and the guide’s export (CSV and print-ready pictures in one ZIP).',
    component: '/domains/openStudios/admin/ListingsTool#ListingsTool',
    needs: 'staff',
  },
]

export const SEASON_WEEKENDS_TOOL = OPEN_STUDIOS_TOOLS.find((tool) => tool.name === 'sfosweekends')!
export const SEASON_PRICING_TOOL = OPEN_STUDIOS_TOOLS.find((tool) => tool.name === 'sfospricing')!
export const SEASON_DEADLINES_TOOL = OPEN_STUDIOS_TOOLS.find((tool) => tool.name === 'sfosdeadlines')!
export const REGISTRATIONS_TOOL = OPEN_STUDIOS_TOOLS.find((tool) => tool.name === 'sfosregistrations')!
export const MAPPING_TOOL = OPEN_STUDIOS_TOOLS.find((tool) => tool.name === 'mapping')!
export const LISTINGS_TOOL = OPEN_STUDIOS_TOOLS.find((tool) => tool.name === 'sfoslistings')!
