export { Perks } from './collections/Perks'
export { publicPerks } from './access'
export {
  perkCurrent,
  mayUsePerk,
  parsePerkForm,
  statusAfterPartnerSave,
  type PerkForm,
  type PerkInput,
} from './services/rules'
export * from './services/vocabulary'
export { publicPerkList, publicPerksOn, perksForMember, type MemberPerk, type PublicPerk } from './services/perk-lists'
export { partnerPerk, partnerPerks, savePartnerPerk, withdrawPartnerPerk } from './services/own-perks'
export {
  approvePerks,
  perkForReview,
  perkTemplates,
  reviewPerk,
  PERK_APPROVED_TEMPLATE,
  PERK_REJECTED_TEMPLATE,
} from './services/review'
export { AddPerkRoute, EditPerkRoute, EditPerksRoute, partnerPageMetadata } from './components/PartnerPages'
export { PERKS_TOOLS } from './admin/tools'
export { PerksDashboardSection } from './components/PerksDashboardSection'
export { PartnerPerksSection } from './components/PartnerPerksSection'
export { PERKS_QUEUES } from './admin/home'
