export { HomePage } from './collections/HomePage'
export { Policies, POLICY_PATHS, type PolicyPath } from './collections/Policies'
export { pictureTheHomePage, seedDemoPrograms, seedFirstRunContent } from './services/first-run'
export { HomeView } from './components/HomeView'
export { PolicyRoute, policyMetadata } from './components/PolicyRoute'
export { CONTENT_BLOCKS, contentBlocksField } from './blocks/configs'
export { ContentBlocks, type ContentBlock } from './blocks/ContentBlocks'
export { claimedByTheApp } from './services/app-routes'
export { mayPreview, type PreviewTarget } from './services/preview'
export { blockFixtureIds, everyBlock } from './blocks/fixture'
export { ShortLinks } from './collections/ShortLinks'
export { Redirects } from './collections/Redirects'
export { linkTableRows, countShortLinkHit, shortLinkHits } from './services/short-links'
export { shortLinkResponse, linkTableResponse } from './services/short-link-routes'
export { navigationGlobal, NAVIGATION_TAG, SECTION_NAVIGATION_TAG } from './collections/Navigation'
export { sectionNavigationGlobal } from './collections/NavigationSections'
export { answersOverHttp } from './services/navigation-check'
export { seedNavigation } from './services/navigation-seed'
export { siteChrome } from './services/navigation-data'
export { SectionNav } from './components/SectionNav'
export { Pages } from './collections/Pages'
export {
  aboutMetadata,
  AboutRoute,
  DraftPreviewRoute,
  privatePageMetadata,
  PrivatePageRoute,
  programsMetadata,
  ProgramsRoute,
  publicPageMetadata,
  PublicPageRoute,
} from './components/PageRoutes'
export { pageSitemap } from './services/page-data'
export { ArtistsPage } from './collections/ArtistsPage'
export { ArtLoverPage } from './collections/ArtLoverPage'
export { DonorsPage } from './collections/DonorsPage'
export { PreviewLinks } from './collections/PreviewLinks'
export { fixedPage, artistsSectionPage, type ArtistsSectionPage } from './services/fixed-pages'
export { ArtistsContentPage, artistsContentMetadata, ArtistsLanding } from './components/ArtistsSection'
export { PreviewFrame, previewMetadata, previewToken } from './components/PreviewFrame'
export { PreviewLinksPanel } from './components/PreviewLinksPanel'
export { ArtLoverView } from './components/ArtLoverView'
export { DonorsPageRoute } from './components/DonorsPageRoute'
export { PAGE_FINDER } from './admin/home'
export { programsSection, type ProgramCard } from './services/page-data'
export {
  aboutPageData,
  artLoverPageData,
  artistsPageData,
  artistsSectionPageData,
  builtPageData,
  donorsPageData,
  homePageData,
  policyPageData,
  programsPageData,
} from './services/page-json'
