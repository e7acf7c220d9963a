import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { BarChart } from '@/domains/analytics'
import { formatMoney, minorDigits } from '@/domains/commerce'
import { formatCalendarDate, formatDateTime, organisationDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { ListPages, EmptyState, toolView, ToolTable, type ToolContext } from '@/platform/cpanel'
import { FilterActions, FilterField, FilterProblem, FilterSelect } from '@/platform/cpanel/Filters'
import { ToolForm, type FieldSpec } from '@/platform/cpanel/ToolForm'

import { DOCUMENT_REFUSALS, type DocumentRefusal } from '../services/documents'
import {
  funderChoices,
  grantDetail,
  grantList,
  grantYears,
  staffMembers,
  totalsRows,
  type GrantDetail,
} from '../services/grants'
import { grantQuery } from '../services/list-query'
import { NEXT_STAGES } from '../services/stages'
import { totalsByFunder, totalsByYear } from '../services/totals'
import {
  DEADLINE_KINDS,
  DEADLINE_LABELS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  DOCUMENT_TYPES_DESCRIBED,
  GRANT_STAGES,
  STAGE_LABELS,
} from '../services/vocabulary'
import { addDeadlineAction, moveGrantAction, removeDeadlineAction, saveGrantAction } from './actions'
import { GRANTTRACKER_TOOL as tool } from './tools'

const id = (value: string | null) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null)
const money = (minor: number | null) => (minor === null ? '—' : formatMoney({ minor, currency: config().CURRENCY }))
/** An amount as the forms take it back: `12500.00`. */
function amountText(minor: number | null): string {
  if (minor === null) return ''
  const digits = minorDigits(config().CURRENCY)
  return (minor / 10 ** digits).toFixed(digits)
}
const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

/**
 * `/cpanel/granttracker` (decision 095): the grants, filtered, sorted and
 * paged by the address; a grant's page with its stages, dates and
 * documents; the totals; the removals confirmed. Staff only, here and in every action.
 */
export async function GrantsTool(view: AdminViewServerProps) {
  return toolView(
    view,
    tool,
    mayUseControlPanelTool,
    async (context) => {
      const { params } = context
      if (params.has('grant')) {
        const grant = id(params.get('grant'))
        if (params.has('removedocument'))
          return <RemoveDocumentPage context={context} grant={grant} document={id(params.get('removedocument'))} />
        if (params.has('removedate'))
          return <RemoveDatePage context={context} grant={grant} date={id(params.get('removedate'))} />
        return <GrantPage context={context} grant={grant} />
      }
      if (params.get('new') === '1') return <NewGrantPage context={context} />
      if (params.get('totals') === '1') return <TotalsPage context={context} />
      return <GrantList context={context} />
    },
    { wide: !['grant', 'new'].some((key) => view.searchParams?.[key] !== undefined) },
  )
}

function exportHref(params: URLSearchParams): string {
  const query = new URLSearchParams(params)
  query.delete('page')
  query.delete('totals')
  const text = query.toString()
  return `/api/grants/export${text ? `?${text}` : ''}`
}

async function GrantList({ context }: { context: ToolContext }) {
  const { payload, base, params } = context
  const { query, problems } = grantQuery(params)
  const used = problems.length ? grantQuery(new URLSearchParams()).query : query
  const [list, years] = await Promise.all([grantList(payload, used), grantYears(payload)])
  const filtered = Boolean(used.words || used.stage || used.year || used.funder || used.deadlines)
  const filter = new URLSearchParams(params)
  filter.delete('page')
  filter.delete('sort')
  return (
    <>
      {problems.length ? <FilterProblem problems={problems} what="grant" /> : null}
      <p className="cpanel-tool__actions">
        <a href={`${base}?new=1`}>Add a grant</a> ·{' '}
        <a href={`${base}?totals=1${filter.toString() ? `&${filter}` : ''}`}>
          Totals by year and funder{filtered ? ' of these grants' : ''}
        </a>{' '}
        ·{' '}
        <a href={exportHref(params)} download>
          Export {filtered ? 'these grants' : 'every grant'} as CSV
        </a>
      </p>
      <form method="get" action={base} className="cpanel-tool__filters" aria-label="Find grants">
        <FilterField label="Program or funder" name="q" value={used.words} />
        <FilterSelect label="Stage" name="stage" value={used.stage} options={GRANT_STAGES} labels={STAGE_LABELS} />
        <FilterSelect label="Year" name="year" value={used.year ? String(used.year) : ''} options={years.map(String)} />
        <FilterSelect
          label="Dates"
          name="deadlines"
          value={used.deadlines}
          options={['soon']}
          labels={{ soon: `Due within ${config().GRANT_REMINDER_DAYS} days` }}
        />
        {used.funder ? <input type="hidden" name="funder" value={used.funder} /> : null}
        {params.get('sort') ? <input type="hidden" name="sort" value={params.get('sort')!} /> : null}
        <FilterActions base={base} />
      </form>
      <section className="cpanel-tool__section" aria-labelledby="grants-heading">
        <h2 id="grants-heading">
          {list.total === 1 ? 'One grant' : `${list.total} grants`}
          {filtered ? ' match' + (list.total === 1 ? 'es' : '') : ''}
        </h2>
        {list.rows.length === 0 ? (
          filtered ? (
            <EmptyState title="No grant matches this filter.">
              <a href={base}>Clear the filter</a> to see every grant.
            </EmptyState>
          ) : (
            <EmptyState title="No grant yet.">
              Grants the organisation seeks or has won, from prospect to closed:{' '}
              <a href={`${base}?new=1`}>add the first</a>.
            </EmptyState>
          )
        ) : (
          <ToolTable
            caption="Grants"
            columns={[
              { label: 'Program', sort: 'program' },
              { label: 'Funder', sort: 'funder' },
              { label: 'Year', sort: 'year' },
              'Stage',
              { label: 'Asked', sort: 'asked' },
              { label: 'Awarded', sort: 'awarded' },
              'Owner',
              { label: 'Next date', sort: 'due' },
            ]}
            sorting={{ base, params, order: used }}
          >
            {list.rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <a href={`${base}?grant=${row.id}`}>{row.program}</a>
                </td>
                <td>{row.funder}</td>
                <td>{row.year}</td>
                <td>{STAGE_LABELS[row.stage]}</td>
                <td>{money(row.asked)}</td>
                <td>{money(row.awarded)}</td>
                <td>{row.owner}</td>
                <td>{row.nextDue ? formatCalendarDate(row.nextDue, 'medium') : '—'}</td>
              </tr>
            ))}
          </ToolTable>
        )}
        <ListPages what="grants" page={used.page} pages={list.pages} base={base} params={params} />
      </section>
    </>
  )
}

function grantFields(
  grant: GrantDetail | null,
  funders: { id: number; name: string }[],
  staff: { id: number; name: string }[],
  owner: number,
  year: number,
): FieldSpec[] {
  const currency = config().CURRENCY
  return [
    {
      name: 'funder',
      label: 'Funder',
      type: 'select',
      defaultValue: grant ? String(grant.funderId) : funders.length === 1 ? String(funders[0]!.id) : '',
      options: [
        ...(grant || funders.length !== 1 ? [{ value: '', label: 'Choose the funder' }] : []),
        ...funders.map((funder) => ({ value: String(funder.id), label: funder.name })),
      ],
      hint: 'An organisation among the contacts. Not listed? Find it by name above, or add it in Contacts.',
    },
    { name: 'program', label: 'Program', type: 'text', defaultValue: grant?.program ?? '', maxLength: 200 },
    { name: 'year', label: 'Year it is for', type: 'text', defaultValue: String(grant?.year ?? year), maxLength: 4 },
    {
      name: 'asked',
      label: `Amount asked (${currency})`,
      type: 'text',
      defaultValue: grant ? amountText(grant.asked) : '',
      hint: 'Such as 12500 or 12,500.00.',
      maxLength: 20,
    },
    {
      name: 'awarded',
      label: `Amount awarded (${currency})`,
      type: 'text',
      defaultValue: grant ? amountText(grant.awarded) : '',
      hint: 'Counted in the totals once the grant is awarded.',
      maxLength: 20,
    },
    {
      name: 'owner',
      label: 'Looked after by',
      type: 'select',
      defaultValue: String(grant?.ownerId ?? owner),
      options: staff.map((person) => ({ value: String(person.id), label: person.name })),
    },
    { name: 'notes', label: 'Notes', type: 'textarea', defaultValue: grant?.notes ?? '', maxLength: 4000 },
  ]
}

/** The funder's search: a GET form whose words narrow the form's list of organisations. */
function FunderSearch({ action, hidden, words }: { action: string; hidden: Record<string, string>; words: string }) {
  return (
    <form method="get" action={action} className="cpanel-tool__filters" aria-label="Find the funder">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FilterField label="Find the funder by name" name="funder_q" value={words} />
      <div className="cpanel-tool__filter-actions">
        <button type="submit" className="btn btn--style-secondary btn--size-small">
          Find
        </button>
      </div>
    </form>
  )
}

async function NewGrantPage({ context }: { context: ToolContext }) {
  const { payload, base, params, user } = context
  const words = (params.get('funder_q') ?? '').trim().slice(0, 100)
  const [funders, staff] = await Promise.all([funderChoices(payload, words), staffMembers(payload)])
  const year = Number(organisationDate(new Date(), config().TIMEZONE).slice(0, 4))
  return (
    <>
      <p>
        <a href={base}>Back to the grants</a>
      </p>
      <section className="cpanel-tool__section" aria-labelledby="new-heading">
        <h2 id="new-heading">Add a grant</h2>
        <FunderSearch action={base} hidden={{ new: '1' }} words={words} />
        {words ? (
          <p role="status">
            {funders.length === 0
              ? `No organisation among the contacts is called “${words}”.`
              : `${funders.length === 1 ? 'One organisation matches' : `${funders.length} organisations match`} “${words}”.`}
          </p>
        ) : null}
        <ToolForm
          action={saveGrantAction}
          id="new-grant"
          submit="Add the grant"
          fields={grantFields(null, funders, staff, Number(user.id), year)}
        />
      </section>
    </>
  )
}

function Notice({ params, grant }: { params: URLSearchParams; grant: GrantDetail }) {
  const attached = id(params.get('attached'))
  const refused = params.get('refused')
  const document = attached ? grant.documents.find((one) => one.id === attached) : undefined
  if (params.get('added') === '1')
    return (
      <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
        {grant.program} is added, at the prospect stage.
      </div>
    )
  if (document)
    return (
      <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
        {document.fileName} is attached.
      </div>
    )
  if (refused && refused in DOCUMENT_REFUSALS)
    return (
      <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
        The file was not attached. {DOCUMENT_REFUSALS[refused as DocumentRefusal]}
      </div>
    )
  if (params.get('moved') === grant.stage)
    return (
      <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
        {grant.program} is at {STAGE_LABELS[grant.stage].toLowerCase()} now.
      </div>
    )
  const removed = params.get('removed')
  if (removed === 'document' || removed === 'date')
    return (
      <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
        The {removed} is removed.
      </div>
    )
  return null
}

async function GrantPage({ context, grant: grantId }: { context: ToolContext; grant: number | null }) {
  const { payload, base, params, user } = context
  const grant = grantId ? await grantDetail(payload, grantId) : null
  if (!grant) {
    return (
      <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
        There is no grant #{params.get('grant')?.slice(0, 12)}. <a href={base}>Back to the grants</a>
      </div>
    )
  }
  const timeZone = config().TIMEZONE
  const today = organisationDate(new Date(), timeZone)
  const words = (params.get('funder_q') ?? '').trim().slice(0, 100)
  const [found, staff] = await Promise.all([
    words ? funderChoices(payload, words) : Promise.resolve([]),
    staffMembers(payload),
  ])
  const funders = [{ id: grant.funderId, name: grant.funder }, ...found.filter((one) => one.id !== grant.funderId)]
  const next = NEXT_STAGES[grant.stage]
  const contacts = `${payload.config.routes.admin}/contactracker?contact=${grant.funderId}`
  return (
    <>
      <p>
        <a href={base}>Back to the grants</a>
      </p>
      <Notice params={params} grant={grant} />
      <section className="cpanel-tool__section" aria-labelledby="grant-heading">
        <h2 id="grant-heading">{grant.program}</h2>
        <dl>
          <dt>Funder</dt>
          <dd>
            <a href={contacts}>{grant.funder}</a>
          </dd>
          <dt>Stage</dt>
          <dd>{STAGE_LABELS[grant.stage]}</dd>
          <dt>Year</dt>
          <dd>{grant.year}</dd>
          <dt>Asked</dt>
          <dd>{money(grant.asked)}</dd>
          <dt>Awarded</dt>
          <dd>{money(grant.awarded)}</dd>
          <dt>Looked after by</dt>
          <dd>{grant.owner}</dd>
        </dl>
        {grant.notes ? <p style={{ whiteSpace: 'pre-wrap' }}>{grant.notes}</p> : null}
      </section>
      <section className="cpanel-tool__section" aria-labelledby="stage-heading">
        <h2 id="stage-heading">Stage</h2>
        {next.length ? (
          <div className="cpanel-tool__row-actions">
            {next.map((stage) => (
              <ToolForm
                key={stage}
                action={moveGrantAction}
                id={`move-${stage}`}
                hidden={{ grant: grant.id, to: stage }}
                submit={`Move to ${STAGE_LABELS[stage].toLowerCase()}`}
                style={stage === next[0] ? 'primary' : 'secondary'}
                fields={
                  stage === 'awarded'
                    ? [
                        {
                          name: 'awarded',
                          label: `Amount awarded (${config().CURRENCY})`,
                          type: 'text',
                          defaultValue: amountText(grant.awarded),
                          maxLength: 20,
                        },
                      ]
                    : []
                }
              />
            ))}
          </div>
        ) : (
          <p>The grant is closed: it moves no further.</p>
        )}
        <ToolTable caption="Its history" columns={['When', 'From', 'To', 'Who']}>
          {grant.moves.map((move) => (
            <tr key={move.id}>
              <td>{formatDateTime(move.at, timeZone, 'medium')}</td>
              <td>{move.from ? STAGE_LABELS[move.from] : 'Added'}</td>
              <td>{STAGE_LABELS[move.to]}</td>
              <td>{move.by}</td>
            </tr>
          ))}
        </ToolTable>
      </section>
      <section className="cpanel-tool__section" aria-labelledby="dates-heading">
        <h2 id="dates-heading">Deadlines and report dates</h2>
        {grant.deadlines.length ? (
          <ToolTable caption="Dates" columns={['Due', 'What', 'Note', { hidden: 'Remove' }]}>
            {grant.deadlines.map((deadline) => (
              <tr key={deadline.id}>
                <td>
                  {formatCalendarDate(deadline.due, 'medium')}
                  {deadline.due < today ? ' (past)' : ''}
                </td>
                <td>{DEADLINE_LABELS[deadline.kind]}</td>
                <td>{deadline.note ?? '—'}</td>
                <td>
                  <a href={`${base}?grant=${grant.id}&removedate=${deadline.id}`}>
                    Remove
                    <span className="cpanel-tool__sr"> the date of {formatCalendarDate(deadline.due, 'medium')}</span>
                  </a>
                </td>
              </tr>
            ))}
          </ToolTable>
        ) : (
          <p>
            No date yet. Add each deadline and report date: the owner is mailed {config().GRANT_REMINDER_DAYS} days
            ahead and sees it on the staff home.
          </p>
        )}
        <ToolForm
          action={addDeadlineAction}
          id="deadline"
          hidden={{ grant: grant.id }}
          submit="Add the date"
          style="secondary"
          fields={[
            {
              name: 'kind',
              label: 'What is due',
              type: 'select',
              defaultValue: 'application',
              options: DEADLINE_KINDS.map((value) => ({ value, label: DEADLINE_LABELS[value] })),
            },
            { name: 'due', label: 'Due on', type: 'text', defaultValue: '', hint: 'YYYY-MM-DD', maxLength: 10 },
            { name: 'note', label: 'Note', type: 'text', maxLength: 500 },
          ]}
        />
      </section>
      <section className="cpanel-tool__section" aria-labelledby="documents-heading">
        <h2 id="documents-heading">Documents</h2>
        {grant.documents.length ? (
          <ToolTable caption="Documents" columns={['File', 'Kind', 'Size', 'Added', { hidden: 'Remove' }]}>
            {grant.documents.map((document) => (
              <tr key={document.id}>
                <td>
                  <a href={`/api/grants/documents/${document.id}`}>{document.fileName}</a>
                </td>
                <td>{DOCUMENT_TYPES[document.contentType] ?? document.contentType}</td>
                <td>{size(document.bytes)}</td>
                <td>
                  {formatDateTime(document.at, timeZone, 'medium')}, {document.addedBy}
                </td>
                <td>
                  <a href={`${base}?grant=${grant.id}&removedocument=${document.id}`}>
                    Remove<span className="cpanel-tool__sr"> {document.fileName}</span>
                  </a>
                </td>
              </tr>
            ))}
          </ToolTable>
        ) : (
          <p>No document yet: the application, the award letter, the reports.</p>
        )}
        <form
          method="post"
          action={`/api/grants/${grant.id}/documents`}
          encType="multipart/form-data"
          className="cpanel-tool__form"
          aria-label="A new document for the grant"
        >
          <div className="cpanel-tool__field">
            <label htmlFor="grant-document">Attach a document</label>
            <p id="grant-document-hint" className="cpanel-tool__hint">
              {DOCUMENT_TYPES_DESCRIBED}, up to {DOCUMENT_MAX_BYTES / 1024 / 1024} MB.
            </p>
            <input
              id="grant-document"
              name="document"
              type="file"
              required
              accept={Object.keys(DOCUMENT_TYPES).join(',')}
              aria-describedby="grant-document-hint"
            />
          </div>
          <button type="submit" className="btn btn--style-secondary btn--size-small">
            Attach
          </button>
        </form>
      </section>
      <section className="cpanel-tool__section" aria-labelledby="edit-heading">
        <h2 id="edit-heading">Change the grant</h2>
        <FunderSearch action={base} hidden={{ grant: String(grant.id) }} words={words} />
        <ToolForm
          action={saveGrantAction}
          id="grant"
          hidden={{ grant: grant.id }}
          submit="Save the grant"
          fields={grantFields(grant, funders, staff, Number(user.id), grant.year)}
        />
      </section>
    </>
  )
}

function Missing({ base, grant, what }: { base: string; grant: number | null; what: string }) {
  return (
    <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
      There is no such {what} on this grant: it may be removed already.{' '}
      <a href={grant ? `${base}?grant=${grant}` : base}>Back to the grant</a>
    </div>
  )
}

async function RemoveDocumentPage({
  context,
  grant: grantId,
  document: documentId,
}: {
  context: ToolContext
  grant: number | null
  document: number | null
}) {
  const { payload, base } = context
  const grant = grantId ? await grantDetail(payload, grantId) : null
  const document = grant?.documents.find((one) => one.id === documentId)
  if (!grant || !document) return <Missing base={base} grant={grantId} what="document" />
  return (
    <section className="cpanel-tool__section" aria-labelledby="remove-heading">
      <h2 id="remove-heading">Remove {document.fileName}?</h2>
      <p>
        This removes {document.fileName} ({size(document.bytes)}, added{' '}
        {formatDateTime(document.at, config().TIMEZONE, 'medium')} by {document.addedBy}) from {grant.program}, and
        deletes its file. This cannot be undone.
      </p>
      <form method="post" action={`/api/grants/documents/${document.id}`} className="cpanel-tool__row-actions">
        <button type="submit" className="btn btn--style-primary btn--size-small">
          Remove the document
        </button>{' '}
        <a href={`${base}?grant=${grant.id}`}>Back, keep it</a>
      </form>
    </section>
  )
}

async function RemoveDatePage({
  context,
  grant: grantId,
  date: dateId,
}: {
  context: ToolContext
  grant: number | null
  date: number | null
}) {
  const { payload, base } = context
  const grant = grantId ? await grantDetail(payload, grantId) : null
  const date = grant?.deadlines.find((one) => one.id === dateId)
  if (!grant || !date) return <Missing base={base} grant={grantId} what="date" />
  return (
    <section className="cpanel-tool__section" aria-labelledby="remove-heading">
      <h2 id="remove-heading">Remove the date of {formatCalendarDate(date.due, 'long')}?</h2>
      <p>
        This removes “{DEADLINE_LABELS[date.kind]}” on {formatCalendarDate(date.due, 'long')} from {grant.program}: no
        reminder is mailed for it and it leaves the staff home.
      </p>
      <ToolForm
        action={removeDeadlineAction}
        id="remove-date"
        hidden={{ deadline: date.id }}
        submit="Remove the date"
      />
      <p>
        <a href={`${base}?grant=${grant.id}`}>Back, keep it</a>
      </p>
    </section>
  )
}

async function TotalsPage({ context }: { context: ToolContext }) {
  const { payload, base, params } = context
  const { query, problems } = grantQuery(params)
  const used = problems.length ? grantQuery(new URLSearchParams()).query : query
  const rows = await totalsRows(payload, used)
  const years = totalsByYear(rows)
  const funders = totalsByFunder(rows)
  const listParams = new URLSearchParams(params)
  listParams.delete('totals')
  const format = (minor: number) => money(minor)
  return (
    <>
      {problems.length ? <FilterProblem problems={problems} what="grant" /> : null}
      <p>
        <a href={`${base}${listParams.toString() ? `?${listParams}` : ''}`}>Back to the grants</a> ·{' '}
        <a href={exportHref(params)} download>
          Export these grants as CSV
        </a>
      </p>
      <section className="cpanel-tool__section" aria-labelledby="by-year-heading">
        <h2 id="by-year-heading">By year</h2>
        <p>Awarded counts the grants that were awarded (awarded, reporting or closed after an award).</p>
        <BarChart
          id="awarded-by-year"
          title="Awarded each year"
          column="Year"
          bars={[...years].reverse().map((year) => ({ label: String(year.year), value: year.awarded }))}
          format={format}
          folded
        />
        {years.length ? (
          <ToolTable caption="Asked and awarded by year" columns={['Year', 'Grants', 'Asked', 'Awarded']}>
            {years.map((year) => (
              <tr key={year.year}>
                <th scope="row">
                  <a href={`${base}?year=${year.year}`}>{year.year}</a>
                </th>
                <td>{year.grants}</td>
                <td>{money(year.asked)}</td>
                <td>{money(year.awarded)}</td>
              </tr>
            ))}
          </ToolTable>
        ) : null}
      </section>
      <section className="cpanel-tool__section" aria-labelledby="by-funder-heading">
        <h2 id="by-funder-heading">By funder</h2>
        {funders.length ? (
          <ToolTable caption="Asked and awarded by funder" columns={['Funder', 'Grants', 'Asked', 'Awarded']}>
            {funders.map((funder) => (
              <tr key={funder.funderId}>
                <th scope="row">
                  <a href={`${base}?funder=${funder.funderId}`}>{funder.funder}</a>
                </th>
                <td>{funder.grants}</td>
                <td>{money(funder.asked)}</td>
                <td>{money(funder.awarded)}</td>
              </tr>
            ))}
          </ToolTable>
        ) : (
          <EmptyState title="No grant to add up.">
            <a href={`${base}?new=1`}>Add a grant</a>, and its amounts are counted here.
          </EmptyState>
        )}
      </section>
    </>
  )
}
