export { MembershipPlans } from './collections/MembershipPlans'
export { Memberships } from './collections/Memberships'
export { MembershipCards } from './collections/MembershipCards'
export { MembershipTerms } from './collections/MembershipTerms'
export { MembershipEvents } from './collections/MembershipEvents'
export { membershipTasks, LIFE_CYCLE_TASK, LIFE_CYCLE_SCHEDULE } from './jobs'
export { membershipKind, membershipProduct, parseMembershipProduct } from './services/membership-kind'
export { memberInGoodStanding, membershipNotices, BADGE_DAYS } from './services/standing'
export { seedMembershipPlans, FIRST_PLANS } from './services/first-run'
export { runLifeCycle, type LifeCycleRun } from './services/life-cycle-run'
export { DEFAULT_REMINDER_DAYS } from './services/reminder-days'
export { MembershipReminders } from './collections/MembershipReminders'
export { membershipTemplates, mailNotice } from './services/notices'
export {
  addTerm,
  cancelMembership,
  planById,
  planBySlug,
  settleMembership,
  type NewTerm,
  type PlanRow,
  type TermMade,
} from './services/memberships'
export { membershipsOf, standingOf, type MembershipView, type TermLine } from './services/member-view'
export { organisationDate, type CalendarDate } from '@/platform/calendar'
export { CALENDAR_YEAR_ROLLOVER, inGoodStanding, membershipState, nextTermDays, termState } from './services/life-cycle'
export * from './services/vocabulary'
export { planPagePath, planPageRewrite, PLAN_PAGE_ROUTE } from './services/addresses'
export { planPagePaths, expirePlanPages } from './services/plan-pages'
export { standingResponse } from './services/standing-route'
export { joinPlan, JOINING_STARTS, type JoiningStarted } from './services/join'
export { planMetadata, PlanRoute } from './components/routes'
export { MembershipDashboardSection } from './components/MembershipDashboardSection'
export { MEMBERSHIP_TOOLS } from './admin/tools'
export { membersExportResponse } from './services/member-list-export'
export {
  filterMembers,
  findMembers,
  memberRows,
  membersQuery,
  parseMembersFilter,
  type MemberRow,
  type MembersFilter,
} from './services/member-list'
export { parsePlanForm, planList, saveArtLoverPrices, savePlan, setPlanStatus } from './services/plan-admin'
export { cancelByStaff, extendTerm, giveFreeTerm } from './services/staff-actions'
export { recordMembershipPayment } from './services/staff-payment'
export { memberDetail } from './services/staff-member-page'
export { planPage, type PlanPage } from './services/plan-pages'
export { Favourites, ArtLoverPages } from './collections/Favourites'
export { setFavourite, isFavourite, favouritesOf, saveArtLoverPage, publicArtLoverPage } from './services/favourites'
export { favouriteStateResponse } from './services/favourite-route'
export { FavouriteHeart } from './components/FavouriteHeart'
export { FavouritesDashboardSection } from './components/FavouritesDashboardSection'
export { ArtLoverRoute, artLoverMetadata } from './components/ArtLoverRoute'
export { CARD_CHECKS, cardTokenOf, cardVerifyPath, checkCard, reissueCard, type CardCheck } from './services/cards'
export { CardRoute, cardPageMetadata } from './components/CardPage'
export { VerifyCardRoute, verifyPageMetadata } from './components/VerifyCardPage'
export { membersByPlan, newMembersByDay, type MembersOnDay, type NewMembersOnDay } from './services/members-by-plan'
export { MEMBER_STATUSES_FOR_AUDIENCES, membersAudienceSql, favouritedArtistAudienceSql, type MemberStatusForAudiences } from './services/audience-source'
export {
  checkImportedMember,
  findImportedMembers,
  importPlans,
  MEMBER_IMPORT_FIELDS,
  membershipsBuiltOn,
  removeImportedMember,
  restoreImportedMember,
  saveImportedMember,
  updatesMembership,
  type FoundMember,
  type ImportedMember,
  type ImportPlan,
  type MemberBefore,
} from './services/imported'
