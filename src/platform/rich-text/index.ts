/**
 * Builds Lexical rich-text documents (the format Payload stores) from plain
 * blocks, so seeded content is written as words rather than JSON.
 */
export type Block = { heading: string } | { paragraph: string } | { list: string[] }

type Node = { type: string; version: number; [key: string]: unknown }

const base = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }

function text(value: string): Node {
  return { type: 'text', text: value, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }
}

function blockNode(block: Block): Node {
  if ('heading' in block) return { ...base, type: 'heading', tag: 'h2', children: [text(block.heading)] }
  if ('list' in block) {
    return {
      ...base,
      type: 'list',
      listType: 'bullet',
      tag: 'ul',
      start: 1,
      children: block.list.map((item, index) => ({
        ...base,
        type: 'listitem',
        value: index + 1,
        children: [text(item)],
      })),
    }
  }
  return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(block.paragraph)] }
}

export function richText(blocks: Block[]) {
  return { root: { ...base, type: 'root', children: blocks.map(blockNode) } }
}
