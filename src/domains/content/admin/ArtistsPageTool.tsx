import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'

import { FixedPageOverview } from '../components/FixedPageOverview'
import { fixedPage } from '../services/fixed-pages'
import { ARTISTS_PAGE_TOOL } from './tools'

/** `/cpanel/artistspageeditor`: the overview of the artists landing and its section pages, each with its preview. */
export async function ArtistsPageTool(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  const draft = mayUseControlPanelTool(ARTISTS_PAGE_TOOL, req.user)
    ? await fixedPage(req.payload, 'artists-page', { draft: true })
    : null
  const sections = (draft?.sections ?? []).map((section) => ({
    label: `Preview /artists/${section.slug}`,
    path: `/temp/artistspagetemp?section=${encodeURIComponent(section.slug)}`,
  }))
  return <FixedPageOverview view={view} tool={ARTISTS_PAGE_TOOL} target="artists-page" extraPreviews={sections} />
}
