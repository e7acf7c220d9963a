import { RichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

export type ColumnsBlockData = {
  blockType: 'columns'
  id?: string | null
  columns?: { id?: string | null; heading?: string | null; content: SerializedEditorState }[] | null
}

/** Two or three columns side by side from 768 px, one under the other below. */
export function ColumnsBlock({ block }: { block: ColumnsBlockData }) {
  const columns = block.columns ?? []
  if (columns.length === 0) return null
  return (
    <div
      className={`mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 md:gap-8 ${columns.length >= 3 ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}
    >
      {columns.map((column, index) => (
        <div key={column.id ?? index} className="prose-body">
          {column.heading ? <h2 className="text-xl font-semibold">{column.heading}</h2> : null}
          <RichText data={column.content} />
        </div>
      ))}
    </div>
  )
}
