import type { AdminViewServerProps } from 'payload'

import { FixedPageOverview } from '../components/FixedPageOverview'
import { ART_LOVER_PAGE_TOOL } from './tools'

/** `/cpanel/artloverpageeditor`: the overview of the art-lover-page global, linking into its edit view. */
export function ArtLoverPageTool(view: AdminViewServerProps) {
  return <FixedPageOverview view={view} tool={ART_LOVER_PAGE_TOOL} target="art-lover-page" />
}
