export { MembershipPlans } from './collections/MembershipPlans'
export { Memberships } from './collections/Memberships'
export { MembershipTerms } from './collections/MembershipTerms'
export { MembershipEvents } from './collections/MembershipEvents'
export { membershipTasks, LIFE_CYCLE_TASK } from './jobs'
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
