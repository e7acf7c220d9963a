'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { useScripted } from '@/ui/scripted'

import { KEY_PLACEHOLDER, withKey } from '../services/snippet'

/**
 * The snippet to copy. Without JavaScript, a text box to select and copy by hand; with it, a field for the
 * key's secret (put into the snippet here, in this browser: never sent, never kept) and a copy button.
 */
export function SnippetCopy({ snippet, keyHint }: { snippet: string; keyHint: string }) {
  const awake = useScripted()
  const [secret, setSecret] = useState('')
  const [copied, setCopied] = useState<'no' | 'yes' | 'refused'>('no')
  const shown = withKey(snippet, secret)

  async function copy() {
    try {
      await navigator.clipboard.writeText(shown)
      setCopied('yes')
    } catch {
      setCopied('refused')
    }
  }

  return (
    <div className="cpanel-tool__form">
      {awake ? (
        <div className="cpanel-tool__field">
          <label htmlFor="snippet-secret">The key’s secret</label>
          <p id="snippet-secret-hint" className="cpanel-tool__hint">
            It starts with {keyHint}… Pasted here, it goes into the snippet in this browser only: it is not sent
            anywhere or kept.
          </p>
          <input
            id="snippet-secret"
            type="text"
            autoComplete="off"
            spellCheck={false}
            aria-describedby="snippet-secret-hint"
            value={secret}
            onChange={(event) => {
              setSecret(event.target.value)
              setCopied('no')
            }}
          />
        </div>
      ) : null}
      <div className="cpanel-tool__field" style={{ alignSelf: 'stretch' }}>
        <label htmlFor="snippet-code">The snippet</label>
        <p id="snippet-code-hint" className="cpanel-tool__hint">
          The partner pastes it where the list should be, with the key’s secret in place of {KEY_PLACEHOLDER}.
        </p>
        <textarea
          id="snippet-code"
          readOnly
          rows={6}
          spellCheck={false}
          aria-describedby="snippet-code-hint"
          value={shown}
          onFocus={(event) => event.currentTarget.select()}
          style={{ fontFamily: 'monospace', width: '100%' }}
        />
      </div>
      {awake ? (
        <Button type="button" buttonStyle="secondary" size="medium" onClick={() => void copy()}>
          Copy the snippet
        </Button>
      ) : null}
      <p role="status">
        {copied === 'yes'
          ? `Copied${secret.trim() ? ', with the key' : ''}.`
          : copied === 'refused'
            ? 'This browser would not copy it: select the snippet and copy it by hand.'
            : ''}
      </p>
    </div>
  )
}
