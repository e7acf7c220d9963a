export { usersCollection, ACCOUNT_STATUSES, SUSPENDED_MESSAGE } from './collections/Users'
export { AuditLog } from './collections/AuditLog'
export { Masquerades } from './collections/Masquerades'
export { SignInFailures } from './collections/SignInFailures'
export { ActionCodes, ACTION_MODES, type ActionMode } from './collections/ActionCodes'
export { recordAudit, type AuditEntry } from './services/audit'
export { guards, type GuardName } from './guards'
export { ROLES, hasRole, isStaff, type Person, type Role } from './roles'
export { ensureFirstAdmin, DEFAULT_ADMIN_EMAIL } from './services/first-admin'
export { SignInPage } from './components/SignInPage'
export { SignOutButton } from './components/SignOutButton'
export { safeNextPath } from './services/next-path'
export { AccountActionPage, ForgotPasswordPage, JoinPage } from './components/AccountPages'
export { DashboardPage } from './components/DashboardPage'
export { setStaffRoles, type RoleChange, type StaffRoles } from './services/admin-setter'
export {
  mergeAccounts,
  MERGE_RULES,
  type MergeReport,
  type MergeResult,
  type ReferenceReport,
  type Treatment,
} from './services/merger'
export { decideVerification, verificationQueue, type DecisionResult, type QueueItem } from './services/verifier'
export { accountViews } from './admin/views'
export { ACCOUNT_TOOLS, mayUseTool, type ControlPanelTool } from './admin/tools'
