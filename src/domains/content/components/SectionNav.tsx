import { isExternal } from '@/ui/navigation'

import { type Section, SECTION_LABELS } from '../services/navigation'
import { sectionLinks } from '../services/navigation-data'

const LINK = 'whitespace-nowrap font-medium text-ink no-underline hover:text-accent hover:underline'

/**
 * A section's sub-navigation (edited in `subnaveditor`), mounted by the
 * section's layout under the header: the same for every visitor, from cached
 * data; nothing when the section has no links.
 */
export async function SectionNav({ section }: { section: Section }) {
  const links = await sectionLinks(section)
  if (!links.length) return null
  return (
    <nav aria-label={`${SECTION_LABELS[section]} section`} className="border-b border-line bg-accent-soft/40">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-5 gap-y-1 px-4 py-2 text-sm sm:px-6">
        {links.map((link, index) => (
          <li key={`${index}-${link.href}`}>
            {isExternal(link.href) ? (
              <a href={link.href} className={LINK}>
                {link.label}
              </a>
            ) : (
              <a href={link.href} className={LINK}>
                {link.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
