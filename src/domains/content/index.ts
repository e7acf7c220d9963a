export { HomePage } from './collections/HomePage'
export { Policies, POLICY_PATHS, type PolicyPath } from './collections/Policies'
export { seedFirstRunContent } from './services/first-run'
export { richText } from './services/rich-text'
export { HomeView } from './components/HomeView'
export { PolicyRoute, policyMetadata } from './components/PolicyRoute'
export { CONTENT_BLOCKS, contentBlocksField } from './blocks/configs'
export { ContentBlocks, type ContentBlock } from './blocks/ContentBlocks'
export { claimedByTheApp } from './services/app-routes'
export { mayPreview, type PreviewTarget } from './services/preview'
export { Pages } from './collections/Pages'
export {
  aboutMetadata,
  AboutRoute,
  draftPreviewMetadata,
  DraftPreviewRoute,
  privatePageMetadata,
  PrivatePageRoute,
  publicPageMetadata,
  PublicPageRoute,
} from './components/PageRoutes'
export { pageSitemap } from './services/page-data'
