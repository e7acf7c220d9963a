/**
 * The artist's statement is a Lexical document (the format Payload stores and
 * staff edit in the control panel); the dashboard edits it as plain text in a
 * textarea. Paragraphs are separated by an empty line; a single line break
 * inside a paragraph stays a line break (decision 026).
 */

type LexicalNode = { type?: unknown; text?: unknown; children?: unknown }

const block = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }

function textNode(text: string) {
  return { type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }
}

/** Plain text → a Lexical document of paragraphs; null for blank text, so an empty statement is no statement. */
export function statementFromText(text: string) {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
  if (paragraphs.length === 0) return null
  return {
    root: {
      ...block,
      type: 'root',
      children: paragraphs.map((lines) => ({
        ...block,
        type: 'paragraph',
        textFormat: 0,
        textStyle: '',
        children: lines.flatMap((line, index) =>
          index === 0 ? [textNode(line)] : [{ type: 'linebreak', version: 1 }, textNode(line)],
        ),
      })),
    },
  }
}

/** One block's words: its text nodes run together, line breaks kept. */
function inline(node: LexicalNode): string {
  if (node.type === 'linebreak') return '\n'
  if (typeof node.text === 'string') return node.text
  const children = Array.isArray(node.children) ? (node.children as LexicalNode[]) : []
  // A list's items, or any other nesting, each on a line of its own.
  const nested = children.some((child) => Array.isArray(child.children))
  return children.map(inline).join(nested ? '\n' : '')
}

/** A Lexical document → plain text for the textarea: each top-level block a paragraph. */
export function statementToText(value: unknown): string {
  const root = (value as { root?: LexicalNode } | null | undefined)?.root
  const children = Array.isArray(root?.children) ? (root.children as LexicalNode[]) : []
  return children
    .map(inline)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .join('\n\n')
}

/** The statement's paragraphs, each as its lines, for showing it as the public would see it. */
export function statementParagraphs(value: unknown): string[][] {
  const text = statementToText(value)
  return text ? text.split('\n\n').map((paragraph) => paragraph.split('\n')) : []
}
