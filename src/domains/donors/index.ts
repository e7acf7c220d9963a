export { Campaigns } from './collections/Campaigns'
export { DonorLevels } from './collections/DonorLevels'
export { Gifts } from './collections/Gifts'
export { YearlyGifts } from './collections/YearlyGifts'
export { GiftAcknowledgements } from './collections/GiftAcknowledgements'
export {
  acknowledgementTemplate,
  acknowledgementKey,
  sendGiftAcknowledgement,
  type AcknowledgementSending,
} from './services/gift-acknowledgement'
export { ACKNOWLEDGEMENT_DEFAULTS, acknowledgementSettings } from './services/acknowledgement-settings'
export { donationKind } from './services/donation-kind'
export {
  aYearLater,
  DEDICATION_LABELS,
  DEDICATIONS,
  DONATION_KIND,
  GIFT_FREQUENCIES,
  GIFT_FREQUENCY_LABELS,
  GIFT_SOURCES,
  GIFT_STATUS_LABELS,
  GIFT_STATUSES,
  giftAmountProblem,
  MAX_GIFT_MINOR,
  MIN_GIFT_MINOR,
  RECOGNITION_LABELS,
  RECOGNITIONS,
  YEARLY_GIFT_STATUSES,
  type Dedication,
  type GiftFrequency,
  type GiftSource,
  type GiftStatus,
  type Recognition,
  type YearlyGiftStatus,
} from './services/giving'
export { thankYouTemplate } from './services/acknowledgement-template'
export { donorsExportResponse } from './services/donor-exports'
export { ownStatementResponse, staffStatementResponse } from './services/statement-routes'
export { sendThankYou, queueThankYous, type ThankYouSending } from './services/acknowledgement-mail'
export { NO_GOODS_OR_SERVICES, statementSource, statementView } from './services/statement'
export { donorKey, parseDonorKey, type DonorIdentity } from './services/donor-summaries'
export { findDonors, findGifts, parseDonorsFilter, parseGiftsFilter } from './services/donor-lists'
export { donorsTasks } from './jobs'
export { seedDemoGiving } from './services/demo-giving'
export { giveToCampaign, GIVING_STARTS, type GivingStarted } from './services/give'
export {
  renewalEventId,
  renewYearlyGifts,
  stopYearlyGift,
  type RenewalRun,
  type StopAnswer,
} from './services/yearly-gifts'
export { CampaignRoute, campaignMetadata, DonorsRoute, donorsMetadata } from './components/routes'
export { GivingDashboardSection } from './components/GivingDashboardSection'
export {
  campaignPage,
  campaignPageData,
  donorsPage,
  type CampaignLookup,
  type CampaignPage,
} from './services/giving-pages'
export { ProgressBar } from './components/ProgressBar'
export { giftsByMonth, type GiftsInMonth } from './services/gifts-by-month'
export { donorsAudienceSql } from './services/audience-source'
export {
  checkImportedGift,
  DONOR_IMPORT_FIELDS,
  findImportedGifts,
  giftImportCampaigns,
  giftImportContext,
  giftKey,
  giftsSettledSince,
  removeImportedGift,
  restoreImportedGift,
  saveImportedGift,
  type FoundGift,
  type GiftBefore,
  type GiftImportContext,
  type ImportedGift,
} from './services/imported'
