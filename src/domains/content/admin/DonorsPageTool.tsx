import type { AdminViewServerProps } from 'payload'

import { FixedPageOverview } from '../components/FixedPageOverview'
import { DONORS_PAGE_TOOL } from './tools'

/** `/cpanel/donorspageeditor`: the overview of the donors-page global, linking into its edit view. */
export function DonorsPageTool(view: AdminViewServerProps) {
  return <FixedPageOverview view={view} tool={DONORS_PAGE_TOOL} target="donors-page" />
}
