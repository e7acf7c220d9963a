export { MESSAGE_CENTRE_COLLECTIONS } from './documents'
