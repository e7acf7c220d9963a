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
export { seedDemoOpenStudios, type OpenStudiosDemo } from './demo/seed'
export { openStudiosTasks } from './jobs'
export { expireRegisteredArtistsPages, REGISTRATION_KIND, registrationKind } from './services/registration-kind'
export { waitingListTemplates, OFFER_TEMPLATE, settleWaitingLists, mailOffers } from './services/waiting-list'
export { registerByHand, registerByStaff, type HandRegistration } from './services/staff-registration'
export { cancelRegistration, withdrawRegistration } from './services/withdrawal'
export { OpenStudiosDashboardSection } from './components/OpenStudiosDashboardSection'
export { RegistrationPage } from './components/RegistrationPage'
export {
  deadlineProblems,
  readableDate,
  readinessProblems,
  seasonProblems,
  weekendProblems,
  DEADLINE_LABELS,
  type SetupProblem,
} from './services/season-setup'
export {
  chosenSeason,
  createSeason,
  makeCurrent,
  removeWeekend,
  saveDeadlines,
  savePricing,
  saveWeekend,
  seasonList,
  setSeasonStatus,
  weekendCounts,
  type SetupAnswer,
} from './services/season-admin'
export { priceExample } from './services/season-example'
export { seasonTimeline } from './services/season-timeline'
export { OpenStudiosRoute, openStudiosMetadata } from './components/OpenStudiosRoute'
export { OpenStudiosDates } from './components/OpenStudiosDates'
export { expireOpenStudiosMap, neighbourhoodOutlines } from './services/map-page'
export { OPEN_STUDIOS_MAP_TAG } from './services/map-addresses'
export { OPEN_STUDIOS_PATH, openStudiosHref } from './services/map-addresses'
export { mapWorkerResponse } from './services/map-worker'
export { groupByStudio, studiosGeoJson, studiosOnMap, type MapStudio, type StudioArtist } from './services/studio-map'
export { openStudiosSearchMap } from './components/OpenStudiosSearchMap'
export { adKind } from './services/ad-kind'
export { AD_KIND } from './services/ad-orders'
export { advertiseMetadata, AdvertiseRoute } from './components/AdvertisePage'
export { advertisePage } from './services/ad-pages'
export { artworkDownloadResponse, artworkUploadResponse } from './services/ad-artwork-route'
export { adPortalMetadata, AdPortalListRoute, AdPortalRoute } from './components/AdPortalPage'
export { AD_APPROVED_TEMPLATE, AD_CHANGES_TEMPLATE, adTemplates } from './services/ad-review'
export { GuideExports } from './collections/GuideExports'
export { ListingEditorPage, ListingsPortalPage } from './components/ListingPages'
export { listingChangesTemplate, LISTING_CHANGES_TEMPLATE } from './services/listing-mail'
export { guideExportDownload, listingProofDownload, selectedListingsCsv } from './services/guide-download'
export { ensureListings, ensureSeasonListings } from './services/listings'
export {
  registrationsAtSameDay,
  registrationsBySeason,
  type SeasonRegistrations,
  type SeasonSoFar,
} from './services/registrations-by-season'
export { OPEN_STUDIOS_QUEUES } from './admin/home'
export { registeredArtistsAudienceSql } from './services/audience-source'
export { registrationsOfArtist, type PersonRegistration } from './services/person-registrations'
export { Plans } from './collections/Plans'
export { planMetadata, PlanChooserRoute, PlanRoute } from './components/PlanPages'
export { planCalendarResponse, planPdfResponse, chosenPlanRedirect } from './services/plan-downloads'
export { planStateResponse } from './services/plan-route'
export { serviceWorkerResponse } from './services/service-worker'
export { appIconResponse, webAppManifest } from './services/web-app'
export { AddToPlan } from './components/AddToPlan'
