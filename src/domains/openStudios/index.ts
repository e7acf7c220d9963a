export { Seasons } from './collections/Seasons'
export { Weekends } from './collections/Weekends'
export { Studios } from './collections/Studios'
export { Registrations } from './collections/Registrations'
export { Listings } from './collections/Listings'
export { AdSizes } from './collections/AdSizes'
export { AdOrders } from './collections/AdOrders'
export * from './services/vocabulary'
export type { Deadlines, GuideSpec, SeasonView, Tier, WeekendView } from './services/season-view'
export { currentSeason, seasonById, seasonView } from './services/seasons'
export { endOf, isPast, listingsLock, phaseAt, registrationWindow, type RegistrationWindow } from './services/deadlines'
export {
  priceRegistration,
  withdrawalRefund,
  type PricePart,
  type PriceRefusal,
  type RegistrationChoice,
  type RegistrationPrice,
} from './services/pricing'
export { millimetres, pixelsFor } from './services/print-size'
export { adKind } from './services/ad-kind'
export { AD_KIND } from './services/ad-orders'
export { advertiseMetadata, AdvertiseRoute } from './components/AdvertisePage'
export { artworkDownloadResponse, artworkUploadResponse } from './services/ad-artwork-route'
export { adPortalMetadata, AdPortalListRoute, AdPortalRoute } from './components/AdPortalPage'
export { AD_APPROVED_TEMPLATE, AD_CHANGES_TEMPLATE, adTemplates } from './services/ad-review'
