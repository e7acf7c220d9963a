import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { formatDateTime } from '@/platform/calendar'
import { config } from '@/platform/config'
import { EmptyState, listHref, parseListOrder, ToolTable, toolView, type ToolContext } from '@/platform/cpanel'
import { FilterProblem } from '@/platform/cpanel/Filters'
import { ToolForm, type FieldSpec } from '@/platform/cpanel/ToolForm'
import { database } from '@/platform/database/transaction'

import { ANONYMOUS_LIMIT } from '../services/http'
import { KEY_SORTS, keyList, keyOf, type ApiKey } from '../services/key-store'
import { changeKeyAction, createKeyAction, revokeKeyAction } from './actions'
import { EmbedSnippets } from './EmbedSnippets'
import { API_KEYS_TOOL as tool } from './tools'

/**
 * `/cpanel/apikeys` (decision 101): the public API's keys, sorted in the
 * address (decision 087); a key's page changes its name, limit and origins and
 * revokes it once confirmed in words, and makes the snippets of partners' pages (decision 110); a new
 * key's secret is shown once. Staff only.
 */
export function ApiKeysTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, apiKeys, { wide: true })
}

const keyFields = (key?: ApiKey): FieldSpec[] => [
  {
    name: 'name',
    label: 'Name',
    type: 'text',
    maxLength: 100,
    defaultValue: key?.name,
    hint: 'The partner and their site.',
  },
  {
    name: 'perMinute',
    label: 'Requests a minute',
    type: 'number',
    defaultValue: String(key?.perMinute ?? 60),
    hint: 'Over this, the API answers 429 until the minute is over.',
  },
  {
    name: 'origins',
    label: 'Sites whose pages may use it (origins)',
    type: 'textarea',
    maxLength: 2000,
    defaultValue: key?.origins.join('\n'),
    hint: 'One a line, such as https://tourism.example. None: only the partner’s server may use it.',
  },
]

async function apiKeys({ payload, base, params }: ToolContext) {
  const db = database(payload)
  const zone = config().TIMEZONE
  const when = (value: string | null) => (value ? formatDateTime(new Date(value), zone, 'medium') : 'Never')
  const { order, problems } = parseListOrder(params, KEY_SORTS, { sort: 'created', direction: 'desc' })
  const keys = await keyList(db, order)
  const openedParam = params.get('key')
  const opened = openedParam && /^\d{1,9}$/.test(openedParam) ? await keyOf(db, Number(openedParam)) : null
  return (
    <>
      {openedParam && !opened ? (
        <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
          There is no key {openedParam.slice(0, 20)}.
        </div>
      ) : null}
      {opened ? (
        <section className="cpanel-tool__section" aria-labelledby="key-heading">
          <h2 id="key-heading">{opened.name}</h2>
          {params.get('revoked') && opened.revokedAt ? (
            <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
              The key is revoked: the API refuses it from now on.
            </div>
          ) : null}
          <dl>
            <dt>Secret starts with</dt>
            <dd>
              <code>{opened.hint}…</code>
            </dd>
            <dt>Made</dt>
            <dd>
              {when(opened.createdAt)}
              {opened.createdBy ? ` by ${opened.createdBy}` : ''}
            </dd>
            <dt>Last used</dt>
            <dd>{when(opened.lastUsedAt)}</dd>
            <dt>State</dt>
            <dd>{opened.revokedAt ? `Revoked ${when(opened.revokedAt)}` : 'In use'}</dd>
          </dl>
          {opened.revokedAt ? null : params.get('revoke') === 'ask' ? (
            <div className="cpanel-tool__confirm">
              <p>
                This will revoke the key “{opened.name}” ({opened.hint}…): every site using it stops getting answers at
                once, and it cannot be undone — the partner will need a new key.
              </p>
              <div className="cpanel-tool__confirm-actions">
                <ToolForm
                  action={revokeKeyAction}
                  id="revoke"
                  hidden={{ key: opened.id }}
                  submit="Confirm: revoke the key"
                  style="primary"
                />
                <a href={listHref(base, params, { revoke: null })}>Back, change nothing</a>
              </div>
            </div>
          ) : (
            <>
              <ToolForm
                action={changeKeyAction}
                id="change"
                hidden={{ key: opened.id }}
                fields={keyFields(opened)}
                submit="Save the key"
              />
            </>
          )}
          {/* One line of links, as in the other tools: two links a paragraph apart were too close to tap. */}
          <p className="cpanel-tool__actions">
            {opened.revokedAt || params.get('revoke') === 'ask' ? null : (
              <>
                <a href={`${listHref(base, params, { revoke: 'ask' })}#key-heading`}>Revoke this key…</a> ·{' '}
              </>
            )}
            <a href={listHref(base, params, { key: null, revoke: null, revoked: null })}>Back to the keys</a>
          </p>
        </section>
      ) : null}
      {opened && !opened.revokedAt && params.get('revoke') !== 'ask' ? (
        <EmbedSnippets payload={payload} base={base} params={params} apiKey={opened} />
      ) : null}
      <section className="cpanel-tool__section" aria-labelledby="keys-heading">
        <h2 id="keys-heading">{keys.length === 1 ? 'One key' : `${keys.length} keys`}</h2>
        <p>
          Partners’ sites read artists, studios, the season, events and programs at <code>/api/public/v1</code> (
          <a href="/api/public/v1/openapi.json">its description</a>). Without a key, {ANONYMOUS_LIMIT.points} requests a
          minute per address, and no browser on another site can read the answers.
        </p>
        {problems.length > 0 ? <FilterProblem problems={problems} what="key" /> : null}
        {keys.length === 0 ? (
          <EmptyState title="No key yet.">Make one below for a partner’s site.</EmptyState>
        ) : (
          <ToolTable
            caption="The public API’s keys"
            columns={[
              { label: 'Name', sort: 'name' },
              'Starts with',
              'A minute',
              'Sites',
              { label: 'Made', sort: 'created' },
              { label: 'Last used', sort: 'used' },
              'State',
            ]}
            sorting={{ base, params, order }}
          >
            {keys.map((key) => (
              <tr key={key.id}>
                <td>
                  <a
                    href={`${listHref(base, params, { key: String(key.id), revoke: null, revoked: null })}#key-heading`}
                  >
                    {key.name}
                  </a>
                </td>
                <td>
                  <code>{key.hint}…</code>
                </td>
                <td>{key.perMinute}</td>
                <td style={{ overflowWrap: 'anywhere' }}>{key.origins.join(', ') || 'Servers only'}</td>
                <td>{when(key.createdAt)}</td>
                <td>{when(key.lastUsedAt)}</td>
                <td>{key.revokedAt ? 'Revoked' : 'In use'}</td>
              </tr>
            ))}
          </ToolTable>
        )}
      </section>
      <section className="cpanel-tool__section" aria-labelledby="new-heading">
        <h2 id="new-heading">New key</h2>
        <ToolForm action={createKeyAction} id="new" fields={keyFields()} submit="Make the key" />
      </section>
    </>
  )
}
