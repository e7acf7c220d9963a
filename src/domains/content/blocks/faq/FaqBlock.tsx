import { RichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { JsonLd, richTextWords } from '@/domains/artists'

export type FaqBlockData = {
  blockType: 'faq'
  id?: string | null
  heading?: string | null
  questions?: { id?: string | null; question: string; answer: SerializedEditorState }[] | null
}

/** FAQPage structured data: the questions with their answers as plain words. */
export function faqJsonLd(questions: NonNullable<FaqBlockData['questions']>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: richTextWords(item.answer) },
    })),
  }
}

/** Questions that open their answers: `<details>`, so it works without JavaScript. */
export function FaqBlock({ block }: { block: FaqBlockData }) {
  const questions = block.questions ?? []
  if (questions.length === 0) return null
  return (
    <section className="mx-auto max-w-3xl px-4 sm:px-6">
      {block.heading ? <h2 className="mb-4 text-2xl font-semibold">{block.heading}</h2> : null}
      <div className="divide-y divide-line border-y border-line">
        {questions.map((item, index) => (
          <details key={item.id ?? index} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-medium [&::-webkit-details-marker]:hidden">
              {item.question}
              <span aria-hidden="true" className="text-2xl leading-none text-accent group-open:rotate-45">
                +
              </span>
            </summary>
            <div className="prose-body pb-4">
              <RichText data={item.answer} />
            </div>
          </details>
        ))}
      </div>
      <JsonLd data={faqJsonLd(questions)} />
    </section>
  )
}
