import type { AdminViewServerProps } from 'payload'

import { FixedPageOverview } from '../components/FixedPageOverview'
import { HOME_PAGE_TOOL } from './tools'

/** `/cpanel/homepageeditor`: the overview of the home-page global, linking into its edit view. */
export function HomePageTool(view: AdminViewServerProps) {
  return <FixedPageOverview view={view} tool={HOME_PAGE_TOOL} target="home-page" />
}
