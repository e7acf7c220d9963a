import { type FooterContent, isExternal, type NavLink } from './navigation'

function FooterLink({ link }: { link: NavLink }) {
  return isExternal(link.href) ? <a href={link.href}>{link.label}</a> : <a href={link.href}>{link.label}</a>
}

/** The organisation, its columns of links and its social links, as staff wrote them (passed in by the layout). */
export function SiteFooter({ footer }: { footer: FooterContent }) {
  const { organisation, columns, social } = footer
  return (
    <footer className="mt-16 border-t border-line bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm text-muted sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-3 lg:col-span-2">
          {organisation.name ? <p className="font-serif text-lg font-semibold text-ink">{organisation.name}</p> : null}
          {organisation.tagline ? <p>{organisation.tagline}</p> : null}
          {organisation.addressLines.length || organisation.email || organisation.phone ? (
            <address className="not-italic">
              {organisation.addressLines.map((line, index) => (
                <span key={index} className="block">
                  {line}
                </span>
              ))}
              {organisation.email ? (
                <a href={`mailto:${organisation.email}`} className="block w-fit py-1">
                  {organisation.email}
                </a>
              ) : null}
              {organisation.phone ? (
                <a href={`tel:${organisation.phone.replace(/[^\d+]/g, '')}`} className="block w-fit py-1">
                  {organisation.phone}
                </a>
              ) : null}
            </address>
          ) : null}
          {social.length ? (
            <ul aria-label="Follow us" className="flex flex-wrap gap-x-4 gap-y-1">
              {social.map((link, index) => (
                <li key={`${index}-${link.href}`}>
                  <a href={link.href} rel="me noopener">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {columns.map((column, index) => (
          <nav key={`${index}-${column.heading}`} aria-labelledby={`footer-column-${index}`}>
            <h2
              id={`footer-column-${index}`}
              className="mb-2 font-sans text-xs font-semibold uppercase tracking-wider text-ink"
            >
              {column.heading}
            </h2>
            <ul className="space-y-1">
              {column.links.map((link, linkIndex) => (
                <li key={`${linkIndex}-${link.href}`}>
                  <FooterLink link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {/* The page it came from reaches the form as the link's referrer: this footer is cached whole with every page. */}
      <p className="mx-auto max-w-6xl px-4 pb-8 text-sm sm:px-6">
        <a href="/report-a-problem">Report a problem</a>
      </p>
    </footer>
  )
}
