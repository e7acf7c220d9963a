import { richText } from '@/platform/rich-text'

/** The home page as it was before its blocks (decision 057): what the migration carries over. */
export type OldHomePage = {
  body?: unknown
  highlights?: { title: string; text: string; linkLabel?: string | null; linkPath?: string | null }[] | null
}

type RichTextBlock = { blockType: 'richText'; content: ReturnType<typeof richText> }

const textNode = (text: string) => ({ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })
const base = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }

/** A paragraph holding one link, as Payload's Lexical editor stores it. */
function linkParagraph(label: string, url: string) {
  return {
    ...base,
    type: 'paragraph',
    textFormat: 0,
    textStyle: '',
    children: [
      {
        ...base,
        type: 'link',
        version: 3,
        fields: { url, newTab: false, linkType: 'custom' },
        children: [textNode(`${label} →`)],
      },
    ],
  }
}

/**
 * The blocks the old home page becomes: its highlights as one rich-text block
 * (each a heading, its text and its link), then its body as another — every
 * word kept, in the order the page showed them.
 */
export function homeBlocksFromOldShape(old: OldHomePage): RichTextBlock[] {
  const blocks: RichTextBlock[] = []
  if (old.highlights?.length) {
    const content = richText(old.highlights.flatMap((item) => [{ heading: item.title }, { paragraph: item.text }]))
    const children = old.highlights.flatMap((item, index) => {
      const [heading, paragraph] = content.root.children.slice(index * 2, index * 2 + 2)
      return item.linkLabel && item.linkPath
        ? [heading, paragraph, linkParagraph(item.linkLabel, item.linkPath)]
        : [heading, paragraph]
    })
    blocks.push({
      blockType: 'richText',
      content: { root: { ...content.root, children: children as typeof content.root.children } },
    })
  }
  const body = old.body as ReturnType<typeof richText> | null | undefined
  if (body?.root?.children?.length) blocks.push({ blockType: 'richText', content: body })
  return blocks
}
