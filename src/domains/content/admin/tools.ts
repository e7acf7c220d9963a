import type { ControlPanelTool } from '../../../platform/cpanel/tools'

/** Site content's tools of the control panel (plain data: the route table is built from it before any configuration). */
export const CONTENT_TOOLS: readonly ControlPanelTool[] = [
  {
    name: 'homepageeditor',
    label: 'Home page editor',
    description:
      'The home page’s hero and blocks: when it was published, whether a draft waits, its preview and preview links.',
    component: '/domains/content/admin/HomePageTool#HomePageTool',
    needs: 'staff',
  },
  {
    name: 'artistspageeditor',
    label: 'Artists page editor',
    description:
      'The words of /artists and its section pages: when published, whether a draft waits, the preview and preview links.',
    component: '/domains/content/admin/ArtistsPageTool#ArtistsPageTool',
    needs: 'staff',
  },
  {
    name: 'artloverpageeditor',
    label: 'Art lovers’ page editor',
    description: 'The /artlover page (why join, the perks, the membership card): its draft, preview and preview links.',
    component: '/domains/content/admin/ArtLoverPageTool#ArtLoverPageTool',
    needs: 'staff',
  },
  {
    name: 'donorspageeditor',
    label: 'Donors page editor',
    description:
      'The introduction of /donors above the campaigns and the donors’ roll: its draft, preview and preview links.',
    component: '/domains/content/admin/DonorsPageTool#DonorsPageTool',
    needs: 'staff',
  },
]

const contentTool = (name: string) => CONTENT_TOOLS.find((tool) => tool.name === name)!
export const HOME_PAGE_TOOL = contentTool('homepageeditor')
export const ARTISTS_PAGE_TOOL = contentTool('artistspageeditor')
export const ART_LOVER_PAGE_TOOL = contentTool('artloverpageeditor')
export const DONORS_PAGE_TOOL = contentTool('donorspageeditor')
