import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { savedAudiences } from '@/domains/audiences'
import { MAIL_TOPICS } from '@/domains/comms'
import { formatDateTime, wallClockOf } from '@/platform/calendar'
import { config } from '@/platform/config'
import { EmptyState, toolView, ToolTable, type ToolContext } from '@/platform/cpanel'
import { ToolForm } from '@/platform/cpanel/ToolForm'
import { database } from '@/platform/database/transaction'

import { mailingSite } from '../jobs'
import { BLOCK_FORM } from '../services/block-form'
import { BLOCK_KINDS, BLOCK_LABELS, mailingProblems, type MailingBlock } from '../services/content'
import { audienceSample, TOPIC_LABELS } from '../services/drafts'
import { mailingReport, unknownRecipients, unsubscribedAfter } from '../services/report'
import { REFUSAL_WORDS, recipientMail, webVersionUrl } from '../services/sending'
import { DEFAULT_RATE_PER_MINUTE, mailingById, mailingList, type Mailing } from '../services/store'
import {
  addBlockAction,
  addCardAction,
  createMailingAction,
  removeBlockAction,
  resendUnknownAction,
  saveMailingAction,
  scheduleAction,
  sendTestAction,
  setRateAction,
  unscheduleAction,
} from './actions'
import { RefreshWhileWorking } from '@/platform/cpanel/RefreshWhileWorking'
import { GROUP_MAILER_TOOL as tool } from './tools'

const STATE_WORDS: Record<Mailing['state'], string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
}

const topicOptions = MAIL_TOPICS.map((topic) => ({ value: topic, label: TOPIC_LABELS[topic] }))

/**
 * `/cpanel/groupmailer` (decision 092): the mailings, a new one; `?mailing={id}`
 * one mailing — a draft's words in blocks, its preview as one of its audience
 * (`&as={email}`), a test to oneself, schedule or send now; once sending, its
 * report, read again every few seconds until it is sent. Staff only.
 */
export function GroupMailerTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, groupMailer, { wide: true })
}

async function groupMailer(context: ToolContext) {
  const id = Number(context.params.get('mailing'))
  if (Number.isSafeInteger(id) && id > 0) {
    const mailing = await mailingById(database(context.payload), id)
    // The schedule's suggested time, an hour from now: read here, as a component must not read the clock.
    if (mailing) return <OneMailing context={context} mailing={mailing} inAnHour={new Date(Date.now() + 3_600_000)} />
    return (
      <EmptyState title="No such mailing">
        <a href={context.base}>Back to every mailing</a>
      </EmptyState>
    )
  }
  return <Mailings context={context} />
}

async function Mailings({ context }: { context: ToolContext }) {
  const [mailings, audiences] = await Promise.all([mailingList(context.payload), savedAudiences(context.payload)])
  const names = new Map(audiences.map((audience) => [audience.id, audience.name]))
  const zone = config().TIMEZONE
  return (
    <>
      <section className="cpanel-tool__section" aria-labelledby="mailings-heading">
        <h2 id="mailings-heading">Mailings</h2>
        {mailings.length ? (
          <ToolTable columns={['Subject', 'Audience', 'Topic', 'State', 'When']} caption="Mailings">
            {mailings.map((mailing) => (
              <tr key={mailing.id}>
                <td>
                  <a href={`${context.base}?mailing=${mailing.id}`}>{mailing.subject}</a>
                </td>
                <td>{names.get(mailing.audience) ?? `Audience ${mailing.audience} (removed)`}</td>
                <td>{TOPIC_LABELS[mailing.topic]}</td>
                <td>{STATE_WORDS[mailing.state]}</td>
                <td>
                  {mailing.finishedAt
                    ? formatDateTime(mailing.finishedAt, zone, 'medium')
                    : mailing.sendAt
                      ? formatDateTime(mailing.sendAt, zone, 'medium')
                      : '—'}
                </td>
              </tr>
            ))}
          </ToolTable>
        ) : (
          <EmptyState title="No mailing yet">Write the first below.</EmptyState>
        )}
      </section>
      <section className="cpanel-tool__section" aria-labelledby="new-heading">
        <h2 id="new-heading">A new mailing</h2>
        {audiences.length ? (
          <ToolForm
            id="new"
            action={createMailingAction}
            submit="Start writing"
            fields={[
              {
                name: 'subject',
                label: 'Subject',
                type: 'text',
                maxLength: 200,
                hint: 'Merge fields: {{firstName}}, {{name}}.',
              },
              {
                name: 'topic',
                label: 'Topic',
                type: 'select',
                options: topicOptions,
                hint: 'People who turned this topic off are skipped.',
              },
              {
                name: 'audience',
                label: 'Audience',
                type: 'select',
                options: audiences.map((audience) => ({ value: String(audience.id), label: audience.name })),
              },
              {
                name: 'ratePerMinute',
                label: 'Messages per minute',
                type: 'number',
                defaultValue: String(DEFAULT_RATE_PER_MINUTE),
              },
            ]}
          />
        ) : (
          <EmptyState title="No saved audience yet">Save one in the audiences tool first.</EmptyState>
        )}
      </section>
    </>
  )
}

async function OneMailing({ context, mailing, inAnHour }: { context: ToolContext; mailing: Mailing; inAnHour: Date }) {
  const zone = config().TIMEZONE
  const hidden = { mailing: mailing.id }
  const back = (
    <p>
      <a href={context.base}>Every mailing</a>
    </p>
  )
  if (mailing.state === 'sending' || mailing.state === 'sent') {
    return (
      <>
        {back}
        <Report context={context} mailing={mailing} />
      </>
    )
  }
  const audiences = await savedAudiences(context.payload)
  const problems = mailingProblems(mailing)
  const draft = mailing.state === 'draft'
  return (
    <>
      {back}
      <section className="cpanel-tool__section" aria-labelledby="mailing-heading">
        <h2 id="mailing-heading">
          {mailing.subject} ({STATE_WORDS[mailing.state]}
          {mailing.sendAt ? `, ${formatDateTime(mailing.sendAt, zone, 'medium')}` : ''})
        </h2>
        {draft ? (
          <ToolForm
            id="settings"
            action={saveMailingAction}
            hidden={hidden}
            submit="Save"
            fields={[
              { name: 'subject', label: 'Subject', type: 'text', maxLength: 200, defaultValue: mailing.subject },
              { name: 'topic', label: 'Topic', type: 'select', options: topicOptions, defaultValue: mailing.topic },
              {
                name: 'audience',
                label: 'Audience',
                type: 'select',
                defaultValue: String(mailing.audience),
                options: audiences.map((audience) => ({ value: String(audience.id), label: audience.name })),
              },
              {
                name: 'ratePerMinute',
                label: 'Messages per minute',
                type: 'number',
                defaultValue: String(mailing.ratePerMinute),
              },
            ]}
          />
        ) : (
          <ToolForm
            id="unschedule"
            action={unscheduleAction}
            hidden={hidden}
            submit="Back to a draft"
            style="secondary"
          />
        )}
      </section>
      <section className="cpanel-tool__section" aria-labelledby="blocks-heading">
        <h2 id="blocks-heading">Blocks</h2>
        {mailing.blocks.length ? (
          <ol>
            {mailing.blocks.map((block, index) => (
              <li key={index}>
                <strong>{BLOCK_LABELS[block.kind]}</strong>: {blockSummary(block)}
                {draft ? (
                  <ToolForm
                    id={`remove-${index}`}
                    action={removeBlockAction}
                    hidden={{ ...hidden, block: index }}
                    submit="Remove"
                    srSubmit={`block ${index + 1}`}
                    style="secondary"
                  />
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <EmptyState title="No block yet">Add a heading and some text below.</EmptyState>
        )}
        {draft ? (
          <ToolForm
            id="block"
            action={addBlockAction}
            hidden={hidden}
            submit="Add the block"
            fields={[
              {
                name: 'kind',
                label: 'Kind',
                type: 'select',
                options: BLOCK_KINDS.map((kind) => ({ value: kind, label: BLOCK_LABELS[kind] })),
              },
              {
                name: 'words',
                label: 'Words',
                type: 'textarea',
                hint: `${wordsHint('words')} Merge fields: {{firstName}}, {{name}}, {{email}}.`,
              },
              { name: 'title', label: 'Title', type: 'text', hint: wordsHint('title') },
              { name: 'link', label: 'Link', type: 'url', hint: wordsHint('link') },
            ]}
          />
        ) : null}
        {draft ? (
          <ToolForm
            id="card"
            action={addCardAction}
            hidden={hidden}
            submit="Add the card"
            style="secondary"
            className="cpanel-tool__form cpanel-tool__form--apart"
            fields={[
              {
                name: 'page',
                label: 'A card from the site: the address of an artist’s or an event’s page',
                type: 'url',
                hint: 'Its name, its line and its address as the site shows them now, such as the next date of an event.',
              },
            ]}
          />
        ) : null}
      </section>
      <Preview context={context} mailing={mailing} />
      <section className="cpanel-tool__section" aria-labelledby="send-heading">
        <h2 id="send-heading">Test and send</h2>
        {problems.length ? (
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        <ToolForm id="test" action={sendTestAction} hidden={hidden} submit="Send a test to myself" style="secondary" />
        {draft ? (
          <>
            <ToolForm id="now" action={scheduleAction} hidden={{ ...hidden, when: 'now' }} submit="Send now" />
            <ToolForm
              id="schedule"
              action={scheduleAction}
              hidden={hidden}
              submit="Schedule"
              fields={[
                {
                  name: 'sendAt',
                  label: `Send at (${zone})`,
                  type: 'datetime-local',
                  defaultValue: wallClockOf(inAnHour, zone),
                },
              ]}
            />
          </>
        ) : null}
      </section>
    </>
  )
}

function wordsHint(field: 'words' | 'title' | 'link'): string {
  return BLOCK_KINDS.flatMap((kind) => {
    const meaning = BLOCK_FORM[kind][field]
    return meaning ? [`${BLOCK_LABELS[kind]}: ${meaning}.`] : []
  }).join(' ')
}

function blockSummary(block: MailingBlock): string {
  const words = Object.entries(block)
    .filter(([key]) => key !== 'kind')
    .map(([, value]) => String(value))
    .join(' — ')
  return words.length > 120 ? `${words.slice(0, 119)}…` : words
}

async function Preview({ context, mailing }: { context: ToolContext; mailing: Mailing }) {
  const people = await audienceSample(context.payload, mailing.audience)
  const chosen = people.find((person) => person.email === context.params.get('as')) ?? people[0]
  const problems = mailingProblems(mailing)
  return (
    <section className="cpanel-tool__section" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      {!chosen ? (
        <EmptyState title="Nobody in this audience now">The preview shows the mailing as one of its people.</EmptyState>
      ) : (
        <>
          <form method="get" action={context.base} className="cpanel-tool__form">
            <input type="hidden" name="mailing" value={mailing.id} />
            <div className="cpanel-tool__field">
              <label htmlFor="preview-as">As</label>
              <select id="preview-as" name="as" defaultValue={chosen.email}>
                {people.map((person) => (
                  <option key={person.email} value={person.email}>
                    {person.name ? `${person.name} <${person.email}>` : person.email}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn btn--style-secondary btn--size-small">
              Show
            </button>
          </form>
          {problems.length ? (
            <p>The preview shows once the mailing can be sent.</p>
          ) : (
            <iframe
              title={`The mailing as ${chosen.email} would get it`}
              sandbox=""
              srcDoc={recipientMail(mailing, chosen, mailingSite()).html}
              style={{
                width: '100%',
                height: '32rem',
                border: '1px solid var(--theme-elevation-150)',
                background: '#fff',
              }}
            />
          )}
        </>
      )}
    </section>
  )
}

async function Report({ context, mailing }: { context: ToolContext; mailing: Mailing }) {
  const zone = config().TIMEZONE
  const [report, unknown, unsubscribed] = await Promise.all([
    mailingReport(context.payload, mailing.id),
    unknownRecipients(context.payload, mailing.id),
    unsubscribedAfter(context.payload, mailing),
  ])
  const hidden = { mailing: mailing.id }
  const sending = mailing.state === 'sending'
  const rows: [string, number][] = [
    ['Queued', report.byState.queued],
    ['Being sent', report.byState.sending],
    ['Sent', report.byState.sent],
    ['Failed', report.byState.failed],
    ['Skipped', report.byState.skipped],
    ['Outcome unknown', report.byState.unknown],
    ['Unsubscribed after it', unsubscribed],
  ]
  return (
    <>
      <section className="cpanel-tool__section" aria-labelledby="report-heading">
        <h2 id="report-heading">
          {mailing.subject}:{' '}
          {sending ? 'sending' : `sent ${mailing.finishedAt ? formatDateTime(mailing.finishedAt, zone, 'medium') : ''}`}
        </h2>
        {sending ? (
          <>
            <RefreshWhileWorking everyMs={5_000} />
            <p>
              <a href={`${context.base}?mailing=${mailing.id}`}>Refresh</a> (the report reads itself again every few
              seconds while it sends).
            </p>
          </>
        ) : (
          <p>
            Web version:{' '}
            <a href={webVersionUrl(mailingSite(), mailing.id)}>{webVersionUrl(mailingSite(), mailing.id)}</a>
          </p>
        )}
        <ToolTable columns={['Recipients', 'How many']} caption="Report">
          {rows.map(([label, count]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{count}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">In all</th>
            <td>{report.total}</td>
          </tr>
        </ToolTable>
      </section>
      {report.reasons.length ? (
        <section className="cpanel-tool__section" aria-labelledby="reasons-heading">
          <h2 id="reasons-heading">Why</h2>
          <ToolTable columns={['Outcome', 'Reason', 'How many']} caption="Reasons">
            {report.reasons.map((row) => (
              <tr key={`${row.state}-${row.reason}`}>
                <td>{row.state === 'failed' ? 'Failed' : row.state === 'skipped' ? 'Skipped' : 'Outcome unknown'}</td>
                <td>
                  {row.state === 'skipped'
                    ? (REFUSAL_WORDS[row.reason as keyof typeof REFUSAL_WORDS] ?? row.reason)
                    : row.reason}
                </td>
                <td>{row.count}</td>
              </tr>
            ))}
          </ToolTable>
        </section>
      ) : null}
      {unknown.length ? (
        <section className="cpanel-tool__section" aria-labelledby="unknown-heading">
          <h2 id="unknown-heading">Outcome unknown</h2>
          <p>
            The sending stopped while these were handed to the mail server: they may have the mailing already. They are
            not sent it again unless you choose to.
          </p>
          <ul>
            {unknown.map((email) => (
              <li key={email}>{email}</li>
            ))}
          </ul>
          <ToolForm
            id="resend"
            action={resendUnknownAction}
            hidden={hidden}
            submit="Send it to them again"
            style="secondary"
            fields={[{ name: 'confirm', label: 'Type “send again” to confirm', type: 'text' }]}
          />
        </section>
      ) : null}
      {sending ? (
        <section className="cpanel-tool__section" aria-labelledby="rate-heading">
          <h2 id="rate-heading">Rate</h2>
          <ToolForm
            id="rate"
            action={setRateAction}
            hidden={hidden}
            submit="Change the rate"
            fields={[
              {
                name: 'ratePerMinute',
                label: 'Messages per minute',
                type: 'number',
                defaultValue: String(mailing.ratePerMinute),
              },
            ]}
          />
        </section>
      ) : null}
    </>
  )
}
