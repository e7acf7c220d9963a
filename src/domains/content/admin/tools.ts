import type { ControlPanelTool } from '../../../platform/cpanel/tools'

/** Site content's tools of the control panel (plain data: the route table is built from it before any configuration). */
export const CONTENT_TOOLS: readonly ControlPanelTool[] = [
  {
    name: 'pagebuilder',
    task: 'Site',
    label: 'Pages',
    description:
      'The pages built from blocks: their addresses and whether they are published, changed or scheduled; a new page, and each page’s editor with its drafts, versions and live preview.',
    component: '/domains/content/admin/PageBuilderTool#PageBuilderTool',
    needs: 'staff',
  },
  {
    name: 'navandfooter',
    task: 'Site',
    label: 'Navigation and footer',
    description:
      'The header’s items and dropdowns, the footer’s columns, the social links and the organisation’s address — and any link that no longer leads to a page.',
    component: '/domains/content/admin/NavigationTool#NavigationTool',
    needs: 'staff',
  },
  {
    name: 'subnaveditor',
    task: 'Site',
    label: 'Section sub-navigation',
    description: 'The links under the header on the pages of the artists, Open Studios, about and programs sections.',
    component: '/domains/content/admin/SubNavTool#SubNavTool',
    needs: 'staff',
  },
  {
    name: 'policyedit',
    task: 'Site',
    label: 'Policies',
    description: 'The privacy policy and the copyright notice: edit them, and read every earlier version.',
    component: '/domains/content/admin/PolicyTool#PolicyTool',
    needs: 'staff',
  },
  {
    name: 'shorturl',
    task: 'Site',
    label: 'Short links and redirects',
    description:
      'Short links (/{code} to a page or another site) with their hits per day, and redirect rules for pages that moved.',
    component: '/domains/content/admin/ShortUrlTool#ShortUrlTool',
    needs: 'staff',
  },
  {
    name: 'homepageeditor',
    task: 'Site',
    label: 'Home page editor',
    description:
      'The home page’s hero and blocks: when it was published, whether a draft waits, its preview and preview links.',
    component: '/domains/content/admin/HomePageTool#HomePageTool',
    needs: 'staff',
  },
  {
    name: 'artistspageeditor',
    task: 'Site',
    label: 'Artists page editor',
    description:
      'The words of /artists and its section pages: when published, whether a draft waits, the preview and preview links.',
    component: '/domains/content/admin/ArtistsPageTool#ArtistsPageTool',
    needs: 'staff',
  },
  {
    name: 'artloverpageeditor',
    task: 'Site',
    label: 'Art lovers’ page editor',
    description: 'The /artlover page (why join, the perks, the membership card): its draft, preview and preview links.',
    component: '/domains/content/admin/ArtLoverPageTool#ArtLoverPageTool',
    needs: 'staff',
  },
  {
    name: 'donorspageeditor',
    task: 'Site',
    label: 'Donors page editor',
    description:
      'The introduction of /donors above the campaigns and the donors’ roll: its draft, preview and preview links.',
    component: '/domains/content/admin/DonorsPageTool#DonorsPageTool',
    needs: 'staff',
  },
]

const named = (name: string) => CONTENT_TOOLS.find((tool) => tool.name === name)!
export const PAGE_BUILDER_TOOL = named('pagebuilder')
export const NAVIGATION_TOOL = named('navandfooter')
export const SUBNAV_TOOL = named('subnaveditor')
export const POLICY_TOOL = named('policyedit')
export const SHORT_URL_TOOL = named('shorturl')
export const HOME_PAGE_TOOL = named('homepageeditor')
export const ARTISTS_PAGE_TOOL = named('artistspageeditor')
export const ART_LOVER_PAGE_TOOL = named('artloverpageeditor')
export const DONORS_PAGE_TOOL = named('donorspageeditor')
