export { ArtistProfiles } from './collections/ArtistProfiles'
export { withSuspendedArtistsHidden } from './collections/account-suspension'
export { Artworks } from './collections/Artworks'
export { Mediums, Neighbourhoods } from './collections/taxonomy'
export { Selections } from './collections/Selections'
export {
  Resources,
  RESOURCE_CATEGORIES,
  RESOURCE_CATEGORY_LABELS,
  type ResourceCategory,
} from './collections/Resources'
export { publicArtworkWhere, publicProfileWhere } from './access'
export {
  ART_CURRENCY,
  ARTWORK_STATUSES,
  ARTWORK_STATUS_LABELS,
  AVAILABILITY,
  AVAILABILITY_LABELS,
  BIO_MAX_LENGTH,
  LINK_KINDS,
  LINK_KIND_LABELS,
  PROFILE_STATUSES,
  PROFILE_STATUS_LABELS,
  richTextWords,
  type ArtworkStatus,
  type Availability,
  type ProfileStatus,
} from './services/rules'
export { refusalOf, type Outcome, type Refusal } from './services/outcomes'
export {
  ownArtworks,
  ownProfile,
  removeOwnArtwork,
  saveOwnArtwork,
  saveOwnProfile,
  submitProfileForVerification,
  type ArtworkInput,
  type ProfileInput,
} from './services/own-work'
export { approveProfile, profileForReview, profilesAwaitingVerification, rejectProfile } from './services/verification'
export {
  ARTWORKS_PER_ARTIST,
  artSearchParams,
  EMPTY_ART_SEARCH,
  parseArtSearch,
  PRICE_BANDS,
  SEARCH_CONNECTION_OPTIONS,
  searchArtists,
  type ArtistHit,
  type ArtSearchQuery,
  type ArtSearchResults,
  type ArtworkHit,
  type Facet,
  type PriceBand,
} from './services/art-search'
export { seedDemo, type SeedProgress } from './demo/seed'
export {
  artistIndexMetadata,
  ArtistIndexRoute,
  artistMetadata,
  ArtistRoute,
  artSearchMetadata,
  ArtSearchRoute,
  artistsSitemapPaths,
} from './components/routes'
export { artworkMetadata, ArtworkRoute } from './components/artwork-route'
export { artistIndexPageData, artworkPageData, resourcesPageData } from './services/page-views'
export { ArtistDashboardSection, ArtistPageFrame } from './components/ArtistArea'
export { ProfileEditorPage, ProfilePreviewPage } from './components/ProfilePages'
export { ArtworkEditorPage, ArtworksPage } from './components/ArtworkPages'
export { profileVerificationSource } from './services/profile-verification'
export { seedArtistsFirstRun } from './services/landing'
export { ArtistResourcesPage, BrowseByMedium, FeaturedSelection } from './components/ArtistsSection'
export {
  featureArtistsWhenEmpty,
  featuredArtworkPicture,
  featuredArtworkPictures,
  type CreditedPicture,
} from './services/landing'
export { outlineValidation, readOutline, type Outline } from './services/outline'
export {
  artistGrid,
  artworkGrid,
  type ArtistCardData,
  type ArtistGridChoice,
  type ArtworkGridChoice,
} from './services/grids'
export { ArtistCard } from './components/ArtistCard'
export { ArtworkCard, type ArtworkCardData } from './components/ArtworkCard'
export { JsonLd } from './components/JsonLd'
export { sitemapCounts, sitemapRows, SITEMAP_KINDS, type SitemapKind } from './services/public-pages'
export { ARTIST_FINDER, ARTIST_QUEUES } from './admin/home'
export {
  artistCardLine,
  publicArtist,
  publicArtistFilter,
  publicArtistsAfter,
  publicArtworkWithArtist,
  publicNeighbourhoods,
  artistsLandingData,
  type FeaturedEntry,
  type PublicArtist,
  type PublicArtistFilter,
  type PublicArtistSummary,
  type PublicArtwork,
  type PublicPicture,
} from './services/public-api'
export {
  ARTIST_IMPORT_FIELDS,
  checkImportedArtist,
  findImportedArtists,
  profilesWorkedOn,
  removeImportedArtist,
  restoreImportedArtist,
  saveImportedArtist,
  updatesArtist,
  type ArtistBefore,
  type FoundArtist,
  type ImportedArtist,
} from './services/imported'
