export { usersCollection, ACCOUNT_STATUSES, SUSPENDED_MESSAGE } from './collections/Users'
export { THROTTLED_ERROR_NAME } from './services/sign-in-throttle'
export { AuditLog } from './collections/AuditLog'
export { Masquerades } from './collections/Masquerades'
export { ActionCodes, ACTION_MODES, type ActionMode } from './collections/ActionCodes'
export { recordAudit, type AuditEntry } from './services/audit'
export { guards, type GuardName } from './guards'
export { ROLES, hasRole, isStaff, type Person, type Role } from './roles'
export { ensureFirstAdmin, DEFAULT_ADMIN_EMAIL } from './services/first-admin'
export { resetAdministratorPassword, ADMIN_PASSWORD_RESET_PATH } from './services/admin-password'
export { SignInPage } from './components/SignInPage'
export { safeNextPath } from './services/next-path'
export { AccountActionPage, ForgotPasswordPage, JoinPage } from './components/AccountPages'
export { DashboardPage } from './components/DashboardPage'
export { SignInProblemPage } from './components/SignInProblemPage'
export { startFederatedSignIn, finishFederatedSignIn } from './oidc-routes'
export { setStaffRoles, type RoleChange, type StaffRoles } from './services/admin-setter'
export { mergeAccounts, type MergeReport } from './services/merger'
export { approveVerifications, decideVerification, verificationQueue } from './services/verifier'
export { masqueradeView } from './admin/views'
export { peopleExportResponse } from './services/people-export'
export { ACCOUNT_TOOLS, mayBrowseData, mayUseControlPanelTool } from './admin/tools'
export { toolCaller } from './admin/tool-caller'
export { auditWritesDuringMasquerade, masqueraderOf, type Masquerader } from './services/masquerade-auth'
export { MasqueradeBanner } from './components/MasqueradeBanner'
export { AccountMenu } from './components/AccountMenu'
export { visitorResponse } from './services/visitor-route'
export type { VisitorNotice } from './services/visitor'
export { AdminPortalPage } from './components/AdminPortalPage'
export type {
  ComparedField,
  Decided,
  Decision,
  DecisionRefusal,
  QueueItem,
  VerificationSource,
} from './services/verifier'
export { parseSearch, searchPeople, type SearchHit } from './services/people'
export { addMember, addMemberSchema, type AddMemberResult } from './services/add-member'
export { ACCOUNT_QUEUES, PEOPLE_FINDER } from './admin/home'
export { recentActivity, type Activity } from './services/recent-activity'
export { artLoversAudienceSql } from './services/audience-source'
export {
  accountsTakenUp,
  checkImportedPerson,
  findImportedAccounts,
  PERSON_IMPORT_FIELDS,
  removeImportedAccount,
  restoreImportedAccount,
  undoImportedAccount,
  saveImportedAccount,
  type AccountBefore,
  type FoundAccount,
  type ImportedPerson,
} from './services/imported'
