export { MESSAGE_CENTRE_COLLECTIONS } from './documents'
export { MESSAGES_TOOLS, MCENTER_TOOL } from './admin/tools'
export { MESSAGES_QUEUES } from './admin/home'
export { savedRepliesCollection } from './documents'
