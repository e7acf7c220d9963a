export { HomePage } from './collections/HomePage'
export { Policies, POLICY_PATHS, type PolicyPath } from './collections/Policies'
export { seedFirstRunContent } from './services/first-run'
export { richText } from './services/rich-text'
