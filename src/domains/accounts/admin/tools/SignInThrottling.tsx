import type { AdminViewServerProps } from 'payload'

import { config } from '@/platform/config'
import { EmptyState, ToolTable, toolView, type ToolContext } from '@/platform/cpanel'
import { ToolForm } from '@/platform/cpanel/ToolForm'

import { ACCOUNT_LIMIT, ADDRESS_LIMIT, throttledSignIns, waitInWords } from '../../services/sign-in-throttle'
import { mayUseControlPanelTool, toolNamed } from '../tools'
import { clearThrottleAction } from './throttle-actions'

/** `/cpanel/signinthrottling`: who is being slowed down after failed sign-ins, and a Clear for each. */
export function SignInThrottling(view: AdminViewServerProps) {
  return toolView(view, toolNamed('signinthrottling'), mayUseControlPanelTool, signInThrottling, { wide: true })
}

async function signInThrottling({ payload }: ToolContext) {
  const entries = await throttledSignIns(payload)
  const timeZone = config().TIMEZONE
  const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone })
  return (
    <>
      <p className="cpanel-tool__hint">
        After {ACCOUNT_LIMIT.freeFailures} failed sign-ins for an account, or {ADDRESS_LIMIT.freeFailures} from one
        address, each next attempt waits: {waitInWords(ACCOUNT_LIMIT.firstDelayMs)}, then twice as long after each
        further failure, at most {waitInWords(ACCOUNT_LIMIT.maxDelayMs)} for an account and{' '}
        {waitInWords(ADDRESS_LIMIT.maxDelayMs)} for an address. Nobody is locked out: a browser that signed in to the
        account before is not held back, and a password reset clears the account. Clearing here is written to the audit
        log. Times are in {timeZone}.
      </p>
      {entries.length === 0 ? (
        <EmptyState title="Nobody is being slowed down now.">
          Accounts and addresses show here after repeated failed sign-ins; there is nothing to do until then.
        </EmptyState>
      ) : (
        <ToolTable
          caption="Accounts and addresses slowed down"
          columns={[
            'Account or address',
            'Kind',
            'Failures',
            'Last failure',
            'Next attempt allowed',
            { hidden: 'Clear' },
          ]}
        >
          {entries.map((entry) => (
            <tr key={`${entry.kind}:${entry.key}`}>
              <th scope="row">{entry.key}</th>
              <td>{entry.kind === 'account' ? 'Account' : 'Address'}</td>
              <td>{entry.failures}</td>
              <td>{when.format(entry.lastFailureAt)}</td>
              <td>{entry.waiting ? when.format(entry.nextAttemptAt) : 'Now'}</td>
              <td>
                <ToolForm
                  id={`clear-${entry.kind}-${entry.key}`}
                  action={clearThrottleAction}
                  hidden={{ kind: entry.kind, key: entry.key }}
                  submit="Clear"
                  srSubmit={entry.key}
                  style="secondary"
                />
              </td>
            </tr>
          ))}
        </ToolTable>
      )}
    </>
  )
}
