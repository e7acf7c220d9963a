'use client'

import { useActionState } from 'react'

import { ToolMessage } from '@/platform/cpanel/ToolMessage'

import type { TemplateWords } from '../services/templates'
import type { TemplateEditorState } from './editor-state'
import { templateEditorAction } from './template-actions'
import { editorStyles as styles } from './editor-styles'

const idle: TemplateEditorState = { status: 'idle' }

// Plain buttons in Payload's button style: the clicked one's name and value say what the action is to do.
const INTENTS = [
  { intent: 'save', label: 'Save', style: 'primary' },
  { intent: 'preview', label: 'Preview', style: 'secondary' },
  { intent: 'test', label: 'Send me a test', style: 'secondary' },
] as const

const PARTS = [
  { name: 'subject', label: 'Subject', rows: 0, hint: 'One line; values as they are.' },
  { name: 'html', label: 'HTML', rows: 14, hint: 'The body of the mail, inside the site’s mail layout.' },
  { name: 'text', label: 'Text version', rows: 12, hint: 'For mail programs that show no HTML; values as they are.' },
] as const

/** The editor's form: the three parts, each with its problem beside it, the buttons, and the preview. */
export function TemplateEditorForm({
  id,
  templateKey,
  words,
  nonce,
}: {
  id: string
  templateKey: string
  words: TemplateWords
  nonce: string
}) {
  const [state, action, pending] = useActionState(templateEditorAction, idle)
  const errorOf = (name: keyof TemplateWords) => state.fieldErrors?.[name]
  return (
    <form action={action} noValidate style={styles.form}>
      <ToolMessage state={state} />
      <input type="hidden" name="template" value={templateKey} />
      <input type="hidden" name="nonce" value={state.nonce ?? nonce} />
      {PARTS.map((part) => {
        const fieldId = `${id}-${part.name}`
        const error = errorOf(part.name)
        const common = {
          id: fieldId,
          name: part.name,
          defaultValue: state.fields?.[part.name] ?? words[part.name],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': `${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`,
          spellCheck: part.name !== 'html',
          style: styles.input,
        }
        return (
          <div key={`${part.name}-${state.nonce ?? nonce}`} style={styles.field}>
            <label htmlFor={fieldId}>{part.label}</label>
            <p id={`${fieldId}-hint`} className="cpanel-tool__hint">
              {part.hint}
            </p>
            {part.rows ? <textarea {...common} rows={part.rows} /> : <input {...common} type="text" />}
            {error ? (
              <p id={`${fieldId}-error`} className="cpanel-tool__field-error">
                {error}
              </p>
            ) : null}
          </div>
        )
      })}
      <div style={styles.field}>
        <label htmlFor={`${id}-search`}>Preview with</label>
        <p id={`${id}-search-hint`} className="cpanel-tool__hint">
          A name or an email to choose whose data the preview and the test show; empty for the newest.
        </p>
        <input
          id={`${id}-search`}
          name="search"
          type="text"
          defaultValue={state.fields?.search ?? ''}
          aria-describedby={`${id}-search-hint`}
          key={`search-${state.nonce ?? nonce}`}
          style={styles.input}
        />
      </div>
      <div style={styles.buttons}>
        {INTENTS.map(({ intent, label, style }) => (
          <button
            key={intent}
            type="submit"
            name="intent"
            value={intent}
            disabled={pending}
            className={`btn btn--style-${style} btn--size-medium btn--no-margin`}
          >
            {label}
          </button>
        ))}
      </div>
      {state.preview ? (
        <section style={styles.preview} aria-labelledby={`${id}-preview-heading`}>
          <h3 id={`${id}-preview-heading`}>Preview</h3>
          <p>{state.preview.record}</p>
          <p>
            <strong>Subject:</strong> {state.preview.subject}
          </p>
          <iframe
            title="The mail’s HTML, as it will look"
            sandbox=""
            srcDoc={state.preview.html}
            style={styles.frame}
          />
          <h4>Text version</h4>
          <pre style={styles.text}>{state.preview.text}</pre>
        </section>
      ) : null}
    </form>
  )
}
