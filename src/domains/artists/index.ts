export { ArtistProfiles } from './collections/ArtistProfiles'
export { Artworks } from './collections/Artworks'
export { Mediums, Neighbourhoods } from './collections/taxonomy'
export { Resources, RESOURCE_CATEGORIES, RESOURCE_CATEGORY_LABELS, type ResourceCategory } from './collections/Resources'
export { PUBLIC_ARTWORK, PUBLIC_PROFILE } from './access'
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
export { slugify } from './services/slugs'
