// An address of the original site, kept working: the same sign-in page.
export { default, metadata } from '../login/page'
