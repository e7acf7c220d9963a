import { existsSync } from 'node:fs'
import path from 'node:path'

import { linkedSections } from '@/ui/navigation'

const PAGES = path.join(process.cwd(), 'src', 'app', '(frontend)')

/** Whether the site has a page of its own at this address (`src/app/(frontend)/…/page.tsx`). */
export function hasPage(href: string): boolean {
  return existsSync(path.join(PAGES, ...href.split('/').filter(Boolean), 'page.tsx'))
}

/** The header's sections: those whose page exists, read once per process. */
export const SITE_SECTIONS = linkedSections(hasPage)
