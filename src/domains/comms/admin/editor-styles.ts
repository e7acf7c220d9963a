import type { CSSProperties } from 'react'

/** The template editor's layout, inline: the domain's files reach Payload's config, which loads no style sheets. */
export const editorStyles = {
  form: { display: 'flex', flexDirection: 'column', gap: 'calc(var(--base) * 0.75)', maxWidth: '48rem' },
  field: { display: 'flex', flexDirection: 'column', gap: 'calc(var(--base) * 0.25)' },
  input: { width: '100%', fontFamily: 'var(--font-mono, monospace)', fontSize: '0.875rem' },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) * 0.5)' },
  fields: { display: 'grid', gap: 'calc(var(--base) * 0.5)', margin: '0 0 var(--base)' },
  description: { margin: '0 0 0 var(--base)' },
  example: { color: 'var(--theme-elevation-650)' },
  preview: { borderTop: '1px solid var(--theme-elevation-150)', paddingTop: 'var(--base)' },
  frame: { width: '100%', height: '32rem', border: '1px solid var(--theme-elevation-150)', background: '#fff' },
  text: {
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    padding: 'calc(var(--base) * 0.5)',
    border: '1px solid var(--theme-elevation-150)',
    fontSize: '0.875rem',
  },
} satisfies Record<string, CSSProperties>
