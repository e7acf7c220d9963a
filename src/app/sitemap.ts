import { publicSitemap } from '@/domains/artists'

// Read at request time: the build has no database, and the addresses come from PUBLIC_URL at run time.
export const dynamic = 'force-dynamic'
export default publicSitemap
