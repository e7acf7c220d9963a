import { answersOverHttp } from '../services/navigation-check'
import { linkProblems, type PlacedLink } from '../services/navigation'
import { config } from '@/platform/config'

/**
 * The links that no longer lead to a page, asked of the site now: a page
 * unpublished after the navigation was saved leaves its link behind, and
 * this is where staff see it (decision 058).
 */
export async function NavigationLinks({ links }: { links: readonly PlacedLink[] }) {
  const problems = await linkProblems(links, answersOverHttp(config().PUBLIC_URL))
  return (
    <section className="cpanel-tool__section" aria-labelledby="links-check-heading">
      <h2 id="links-check-heading">Links checked now</h2>
      {problems.length ? (
        <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
          <p>
            {problems.length === 1 ? 'One link leads' : `${problems.length} links lead`} nowhere. Change or remove{' '}
            {problems.length === 1 ? 'it' : 'them'}:
          </p>
          <ul>
            {problems.map((problem) => (
              <li key={problem.path}>{problem.message}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p role="status">{links.length ? `All ${links.length} links lead to a page.` : 'There are no links yet.'}</p>
      )}
    </section>
  )
}
