import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import type { Navigation } from '@/payload-types'
import { ToolFrame, ToolTable } from '@/platform/cpanel'

import { linksOfNavigation, SOCIAL_LABELS } from '../services/navigation'
import { NavigationLinks } from './NavigationLinks'
import { NAVIGATION_TOOL as tool } from './tools'

const EDIT = '/cpanel/globals/navigation'

/**
 * `/cpanel/navandfooter`: the header, footer, social links and organisation
 * as visitors get them, the links that no longer answer, and the way into
 * Payload's edit view of the `navigation` global, where items are added,
 * dragged into order and saved with their check (decision 058).
 */
export async function NavigationTool(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(tool, req.user))
    return (
      <ToolFrame tool={tool} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  const navigation: Navigation = await req.payload.findGlobal({ slug: 'navigation', depth: 0, overrideAccess: true })
  const header = navigation.header ?? []
  const footer = navigation.footer ?? []
  const social = navigation.social ?? []
  const organisation = navigation.organisation ?? {}
  return (
    <ToolFrame tool={tool} allowed view={view}>
      <p>
        <Link href={EDIT} className="btn btn--style-secondary btn--size-medium">
          Edit the navigation and footer
        </Link>
      </p>
      <NavigationLinks links={linksOfNavigation(navigation)} />
      <section className="cpanel-tool__section" aria-labelledby="header-heading">
        <h2 id="header-heading">Header</h2>
        {header.length ? (
          <ToolTable columns={['Item', 'Address', 'Dropdown']}>
            {header.map((item, index) => (
              <tr key={item.id ?? index}>
                <td>{item.label}</td>
                <td>{item.address}</td>
                <td>
                  {item.children?.length
                    ? item.children.map((child) => `${child.label} (${child.address})`).join(', ')
                    : '—'}
                </td>
              </tr>
            ))}
          </ToolTable>
        ) : (
          <p>The header has no items.</p>
        )}
      </section>
      <section className="cpanel-tool__section" aria-labelledby="footer-heading">
        <h2 id="footer-heading">Footer</h2>
        {footer.length ? (
          <ToolTable columns={['Column', 'Links']}>
            {footer.map((column, index) => (
              <tr key={column.id ?? index}>
                <td>{column.heading}</td>
                <td>{(column.links ?? []).map((link) => `${link.label} (${link.address})`).join(', ') || '—'}</td>
              </tr>
            ))}
          </ToolTable>
        ) : (
          <p>The footer has no columns of links.</p>
        )}
        <h3>Social links</h3>
        {social.length ? (
          <ul>
            {social.map((link, index) => (
              <li key={link.id ?? index}>
                {SOCIAL_LABELS[link.kind]}: {link.url}
              </li>
            ))}
          </ul>
        ) : (
          <p>None.</p>
        )}
        <h3>Organisation</h3>
        <p>
          {[organisation.name, organisation.address, organisation.email, organisation.phone]
            .filter(Boolean)
            .join(' · ') || 'No name or address yet.'}
        </p>
      </section>
    </ToolFrame>
  )
}
