import { jsonLdText } from '../services/public-view'

/** Structured data for search engines, escaped so that no typed text can end the script. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
