import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import type { SectionNavigation } from '@/payload-types'
import { ToolFrame, ToolTable } from '@/platform/cpanel'

import { linksOfSections, SECTION_LABELS, SECTIONS } from '../services/navigation'
import { NavigationLinks } from './NavigationLinks'
import { SUBNAV_TOOL as tool } from './tools'

const EDIT = '/cpanel/globals/section-navigation'

/**
 * `/cpanel/subnaveditor`: each section's sub-navigation as its pages show it,
 * the links that no longer answer, and the way into Payload's edit view of
 * the `section-navigation` global (decision 058).
 */
export async function SubNavTool(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(tool, req.user))
    return (
      <ToolFrame tool={tool} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  const sections: SectionNavigation = await req.payload.findGlobal({
    slug: 'section-navigation',
    depth: 0,
    overrideAccess: true,
  })
  return (
    <ToolFrame tool={tool} allowed view={view}>
      <p>
        <Link href={EDIT} className="btn btn--style-secondary btn--size-medium">
          Edit the sub-navigations
        </Link>
      </p>
      <NavigationLinks links={linksOfSections(sections)} />
      {SECTIONS.map((section) => {
        const links = sections[section] ?? []
        return (
          <section key={section} className="cpanel-tool__section" aria-labelledby={`section-${section}`}>
            <h2 id={`section-${section}`}>{SECTION_LABELS[section]}</h2>
            {links.length ? (
              <ToolTable columns={['Link', 'Address']} caption={`${SECTION_LABELS[section]} sub-navigation`}>
                {links.map((link, index) => (
                  <tr key={link.id ?? index}>
                    <td>{link.label}</td>
                    <td>{link.address}</td>
                  </tr>
                ))}
              </ToolTable>
            ) : (
              <p>No sub-navigation: the section’s pages show none.</p>
            )}
          </section>
        )
      })}
    </ToolFrame>
  )
}
