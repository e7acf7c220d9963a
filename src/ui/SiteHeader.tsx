import { isExternal, type NavItem, type NavLink } from './navigation'
import { SiteHeaderMenus } from './SiteHeaderMenus'

const LINK = 'font-medium text-ink no-underline hover:text-accent hover:underline'

function NavAnchor({ link, className }: { link: NavLink; className: string }) {
  // Another site is a full page load; the site's own pages move within the app.
  return isExternal(link.href) ? (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  ) : (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  )
}

/**
 * A dropdown that needs no JavaScript: `<details>` opens and closes with a
 * click, Enter or Space, and its links are the next stops of the keyboard.
 * The item's own address is the first link of its list.
 */
function Dropdown({ item }: { item: NavItem }) {
  return (
    <details data-site-menu className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-1 font-medium text-ink hover:text-accent [&::-webkit-details-marker]:hidden">
        {item.label}
        <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3 transition-transform group-open:rotate-180">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </summary>
      <ul className="z-40 mt-2 min-w-52 rounded-md border border-line bg-white py-2 shadow-lg md:absolute md:left-0">
        {[item, ...item.children].map((link, index) => (
          <li key={`${index}-${link.href}`}>
            <NavAnchor link={link} className={`block px-4 py-1.5 ${LINK}`} />
          </li>
        ))}
      </ul>
    </details>
  )
}

function MainLinks({ items, className }: { items: readonly NavItem[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={`${index}-${item.href}`}>
          {item.children.length ? <Dropdown item={item} /> : <NavAnchor link={item} className={LINK} />}
        </li>
      ))}
    </ul>
  )
}

/**
 * `account` is the accounts domain's corner (sign in, or who is signed in) and
 * `items` the header's items, passed in: the design system knows no domain
 * and no routes.
 *
 * On a phone the sections sit behind a "Menu" button: a `<details>` too, so it
 * opens without JavaScript and is announced as a button that is expanded or
 * collapsed. Its list and the wide screen's are the same links drawn twice,
 * one of them `display: none` at any width, so one "Main" navigation is ever
 * seen.
 */
export function SiteHeader({ account, items }: { account: React.ReactNode; items: readonly NavItem[] }) {
  return (
    <header className="relative border-b border-line bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <a href="/" className="mr-auto font-serif text-2xl font-semibold text-ink no-underline hover:text-accent">
          Vernissage
        </a>
        <nav aria-label="Main" className="hidden md:block">
          <MainLinks items={items} className="flex flex-wrap items-start gap-x-5 gap-y-1 text-[0.95rem]" />
        </nav>
        <div className="flex min-w-0 flex-wrap items-center justify-end gap-x-3 gap-y-1 text-sm">{account}</div>
        {items.length ? (
          <details data-site-menu className="group md:hidden">
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-line px-3 font-medium text-ink hover:text-accent [&::-webkit-details-marker]:hidden">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
                <path
                  className="group-open:hidden"
                  d="M3 5h14M3 10h14M3 15h14"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                />
                <path
                  className="hidden group-open:block"
                  d="M5 5l10 10M15 5L5 15"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                />
              </svg>
              Menu
            </summary>
            <nav aria-label="Main" className="absolute inset-x-0 top-full z-40 border-b border-line bg-white shadow-lg">
              <MainLinks
                items={items}
                className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3 text-lg sm:px-6 [&>li]:py-1.5"
              />
            </nav>
          </details>
        ) : null}
      </div>
      <SiteHeaderMenus />
    </header>
  )
}
