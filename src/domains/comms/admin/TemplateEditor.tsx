import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { storedTemplate } from '../services/template-store'
import { editorStyles as styles } from './editor-styles'
import { TemplateEditorForm } from './TemplateEditorForm'

/**
 * The editor of one mail template (decision 046), for any control-panel tool
 * to mount where the mail is sent from: the merge fields the template may
 * name, its subject, HTML and text, and Save, Preview (with a real record's
 * data) and Send me a test. The host tool checks who may see it; the action
 * checks again. Works without JavaScript.
 */
export async function TemplateEditor({ payload, templateKey }: { payload: Payload; templateKey: string }) {
  const { definition, words, saved } = await storedTemplate(payload, templateKey)
  const id = `template-${definition.key}`
  return (
    <section className="cpanel-tool__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{definition.label} mail</h2>
      <p>
        {definition.description}{' '}
        {saved ? 'These are the words staff saved.' : 'These are the words it comes with: nobody has changed them yet.'}
      </p>
      <h3 id={`${id}-fields`}>Merge fields</h3>
      <p className="cpanel-tool__hint">
        Write a field as it is listed, in double braces. Values are escaped in the HTML. A section such as{' '}
        <code>{'{{#gift.dedication}}…{{/gift.dedication}}'}</code> shows its words only when the field is not empty.
      </p>
      <dl style={styles.fields} aria-labelledby={`${id}-fields`}>
        {Object.entries(definition.fields).map(([name, field]) => (
          <div key={name}>
            <dt>
              <code>{`{{${name}}}`}</code>
            </dt>
            <dd style={styles.description}>
              {field.description} <span style={styles.example}>For example: {field.example}</span>
            </dd>
          </div>
        ))}
      </dl>
      <TemplateEditorForm id={id} templateKey={definition.key} words={words} nonce={randomUUID()} />
    </section>
  )
}
