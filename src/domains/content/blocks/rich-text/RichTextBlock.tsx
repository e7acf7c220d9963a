import { RichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

export type RichTextBlockData = { blockType: 'richText'; id?: string | null; content: SerializedEditorState }

export function RichTextBlock({ block }: { block: RichTextBlockData }) {
  return (
    <div className="prose-body mx-auto w-full max-w-3xl px-4 text-lg sm:px-6">
      <RichText data={block.content} />
    </div>
  )
}
