import type { Payload } from 'payload'

import { config } from '@/platform/config'
import { FilterField, FilterSelect } from '@/platform/cpanel/Filters'

import { EMBED_COMPONENTS, embedSnippet, snippetChoice } from '../services/snippet'
import type { ApiKey } from '../services/key-store'
import { SnippetCopy } from './SnippetCopy'

const named = async (payload: Payload, collection: 'mediums' | 'neighbourhoods') =>
  (await payload.find({ collection, depth: 0, limit: 500, sort: 'name', pagination: false })).docs.flatMap(
    ({ name, slug }) => (slug ? [{ name, slug }] : []),
  )

/**
 * A key's snippets (decision 110): the component and what it shows chosen in a GET form (the choice in
 * the address, without JavaScript too), and the snippet to copy for the partner's page.
 */
export async function EmbedSnippets({
  payload,
  base,
  params,
  apiKey,
}: {
  payload: Payload
  base: string
  params: URLSearchParams
  apiKey: ApiKey
}) {
  const { choice, problems } = snippetChoice(params)
  const reads: readonly string[] = EMBED_COMPONENTS[choice.component].attributes
  // The organisation's lists, read only for a component that filters by them.
  const [mediums, neighbourhoods] = await Promise.all([
    reads.includes('medium') ? named(payload, 'mediums') : [],
    reads.includes('neighbourhood') ? named(payload, 'neighbourhoods') : [],
  ])
  const labels = (list: { name: string; slug: string }[]) =>
    Object.fromEntries(list.map((item) => [item.slug, item.name]))
  return (
    <section className="cpanel-tool__section" aria-labelledby="snippet-heading">
      <h2 id="snippet-heading">Snippets for the partner’s page</h2>
      <p>
        The partner’s site shows the organisation’s artists, Open Studios map or events with one script and one element.{' '}
        {apiKey.origins.length
          ? `The key works on ${apiKey.origins.join(', ')}.`
          : 'This key names no site yet: add the partner’s site above, or browsers there will be refused.'}
      </p>
      <form
        method="get"
        action={`${base}#snippet-heading`}
        className="cpanel-tool__filters"
        aria-label="What the snippet shows"
      >
        <input type="hidden" name="key" value={apiKey.id} />
        <FilterSelect
          label="Component"
          name="component"
          value={choice.component}
          any={false}
          options={Object.keys(EMBED_COMPONENTS)}
          labels={Object.fromEntries(
            Object.entries(EMBED_COMPONENTS).map(([name, component]) => [name, component.label]),
          )}
        />
        <FilterField label="Heading" name="heading" value={choice.heading} />
        {reads.includes('limit') ? (
          <FilterField
            label="How many to show (1–100)"
            name="limit"
            value={choice.limit?.toString()}
            inputMode="numeric"
          />
        ) : null}
        {reads.includes('medium') ? (
          <FilterSelect
            label="Medium"
            name="medium"
            value={choice.medium}
            options={mediums.map((m) => m.slug)}
            labels={labels(mediums)}
          />
        ) : null}
        {reads.includes('neighbourhood') ? (
          <FilterSelect
            label="Neighbourhood"
            name="neighbourhood"
            value={choice.neighbourhood}
            options={neighbourhoods.map((n) => n.slug)}
            labels={labels(neighbourhoods)}
          />
        ) : null}
        {reads.includes('q') ? (
          <FilterField label="Words in the artist’s name or statement" name="q" value={choice.q} />
        ) : null}
        <FilterField label="Accent colour (#rrggbb)" name="accent" value={choice.accent} />
        <div className="cpanel-tool__filter-actions">
          <button type="submit" className="btn btn--style-primary btn--size-small">
            Make the snippet
          </button>
        </div>
      </form>
      {problems.length ? <SnippetProblem problems={problems} /> : null}
      <SnippetCopy snippet={embedSnippet(config().PUBLIC_URL, choice)} keyHint={apiKey.hint} />
    </section>
  )
}

function SnippetProblem({ problems }: { problems: string[] }) {
  return (
    <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
      Left out of the snippet: {problems.join('; ')}.
    </div>
  )
}
