'use client'

import { useFormFields } from '@payloadcms/ui'

/** The message as the person saw it, in a sandbox that runs no script and loads nothing. */
export function RenderedMessage() {
  const html = useFormFields(([fields]) => fields.html?.value)
  if (typeof html !== 'string' || !html) return null
  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <p className="field-label">Rendered message</p>
      <iframe
        title="Rendered message"
        sandbox=""
        srcDoc={html}
        style={{ width: '100%', height: 520, border: '1px solid var(--theme-elevation-150)', background: '#fff' }}
      />
    </div>
  )
}
