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
export { OpenStudiosRoute, openStudiosMetadata } from './components/OpenStudiosRoute'
export { expireOpenStudiosMap, neighbourhoodOutlines, OPEN_STUDIOS_MAP_TAG } from './services/map-page'
export { OPEN_STUDIOS_PATH, openStudiosHref } from './services/map-addresses'
export { mapWorkerResponse } from './services/map-worker'
export { groupByStudio, studiosGeoJson, studiosOnMap, type MapStudio, type StudioArtist } from './services/studio-map'
export { openStudiosSearchMap } from './components/OpenStudiosSearchMap'
