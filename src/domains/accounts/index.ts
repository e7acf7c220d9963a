export { usersCollection } from './collections/Users'
export { guards, type GuardName } from './guards'
export { ROLES, hasRole, isStaff, type Person, type Role } from './roles'
export { ensureFirstAdmin, DEFAULT_ADMIN_EMAIL } from './services/first-admin'
