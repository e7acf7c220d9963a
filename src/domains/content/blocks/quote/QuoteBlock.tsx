export type QuoteBlockData = {
  blockType: 'quote'
  id?: string | null
  quote: string
  name?: string | null
  role?: string | null
}

/** Someone's words set apart, with who said it. */
export function QuoteBlock({ block }: { block: QuoteBlockData }) {
  return (
    <figure className="mx-auto max-w-3xl px-4 sm:px-6">
      <blockquote className="border-l-4 border-accent pl-6 font-serif text-2xl leading-snug sm:text-3xl">
        <p>“{block.quote.trim()}”</p>
      </blockquote>
      {block.name || block.role ? (
        <figcaption className="mt-4 pl-7 text-muted">
          {block.name ? <span className="font-semibold text-ink">{block.name}</span> : null}
          {block.name && block.role ? ', ' : null}
          {block.role}
        </figcaption>
      ) : null}
    </figure>
  )
}
