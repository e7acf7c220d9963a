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
export { GuideExports } from './collections/GuideExports'
export { ListingEditorPage, ListingsPortalPage } from './components/ListingPages'
export { listingChangesTemplate, LISTING_CHANGES_TEMPLATE } from './services/listing-mail'
export { guideExportTasks } from './jobs'
export { guideExportDownload, listingProofDownload } from './services/guide-download'
export { ensureListings, ensureSeasonListings } from './services/listings'
