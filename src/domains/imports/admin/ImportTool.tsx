import type { AdminViewServerProps, Payload } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { formatDateTime } from '@/platform/calendar'
import { config } from '@/platform/config'
import {
  EmptyState,
  pageCount,
  pageHref,
  parseListOrder,
  toolView,
  ToolTable,
  type ToolContext,
} from '@/platform/cpanel'
import { FilterPages, FilterProblem } from '@/platform/cpanel/Filters'
import { RefreshWhileWorking } from '@/platform/cpanel/RefreshWhileWorking'
import { ToolForm } from '@/platform/cpanel/ToolForm'
import { database } from '@/platform/database/transaction'

import { importFiles } from '../services/files'
import { previewLines, undoRefusal, unreadable, UNDO_DAYS, type PreviewLine } from '../services/running'
import { DELIMITER_LABELS, ENCODING_LABELS } from '../services/sniff'
import {
  IMPORT_SORTS,
  importRecord,
  importsPage,
  IMPORTS_PER_PAGE,
  reportLines,
  type ImportRecord,
  type ImportSort,
} from '../services/store'
import { IMPORT_TARGETS, importTarget } from '../services/targets'
import { UPLOAD_PATH } from '../services/upload'
import { dryRunAction, saveMappingAction, startImportAction, undoImportAction } from './actions'
import { IMPORTCSV_TOOL as tool } from './tools'

const id = (value: string | null) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null)

const STATE_WORDS: Record<ImportRecord['state'], string> = {
  uploaded: 'Uploaded, not imported',
  queued: 'Waiting to import',
  importing: 'Importing',
  done: 'Imported',
  undone: 'Undone',
}

/**
 * `/cpanel/importcsv` (decision 094): the imports, sorted and paged by the
 * address, and the upload form (a plain form, answered before Next so the
 * file streams to storage); `?import={id}` one import's page — its mapping,
 * preview, dry run, progress, report and undo; `&undo=1` the undo confirmed
 * in words. Staff only, here, in every action, the upload and the report.
 */
export async function ImportTool(view: AdminViewServerProps) {
  return toolView(
    view,
    tool,
    mayUseControlPanelTool,
    async (context) => {
      const { params } = context
      if (params.has('import')) return <ImportPage context={context} id={id(params.get('import'))} />
      return <ImportList context={context} />
    },
    { wide: true },
  )
}

async function ImportList({ context }: { context: ToolContext }) {
  const { payload, base, params } = context
  const sorts = Object.keys(IMPORT_SORTS) as ImportSort[]
  const { order, problems } = parseListOrder(params, sorts, { sort: 'uploaded', direction: 'desc' })
  const { rows, total } = await importsPage(database(payload), order, order.page)
  const zone = config().TIMEZONE
  return (
    <>
      <section aria-labelledby="import-upload">
        <h2 id="import-upload">Import a file</h2>
        <p>
          A CSV file saved from a spreadsheet or another system, at most {config().IMPORT_MAX_MB} MB. People are matched
          by email: importing the same file again updates them and never makes them twice.
        </p>
        <form method="post" action={UPLOAD_PATH} encType="multipart/form-data" className="cpanel-tool__form">
          <div className="cpanel-tool__field">
            <label htmlFor="import-kind">What the file holds</label>
            <select id="import-kind" name="kind" defaultValue={IMPORT_TARGETS[0]!.kind}>
              {IMPORT_TARGETS.map((target) => (
                <option key={target.kind} value={target.kind}>
                  {target.label}
                </option>
              ))}
            </select>
          </div>
          <div className="cpanel-tool__field">
            <label htmlFor="import-file">CSV file</label>
            <input id="import-file" name="file" type="file" accept=".csv,.txt,.tsv,text/csv,text/plain" required />
          </div>
          <button type="submit" className="btn btn--style-primary btn--size-medium">
            Upload and map its columns
          </button>
        </form>
      </section>
      <section aria-labelledby="import-list">
        <h2 id="import-list">Imports</h2>
        {problems.length ? <FilterProblem problems={problems} what="import" /> : null}
        {rows.length === 0 ? (
          <EmptyState title="No file has been imported yet.">Upload one above.</EmptyState>
        ) : (
          <ToolTable
            caption="Imports"
            columns={[
              { label: 'File', sort: 'file' },
              'What',
              'State',
              { label: 'Rows', sort: 'rows' },
              { label: 'Uploaded', sort: 'uploaded' },
            ]}
            sorting={{ base, params, order }}
          >
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <a href={`${base}?import=${row.id}`}>{row.fileName}</a>
                </td>
                <td>{importTarget(row.kind)?.label ?? row.kind}</td>
                <td>{STATE_WORDS[row.state]}</td>
                <td>{row.totalRows ?? '—'}</td>
                <td>{formatDateTime(row.uploadedAt, zone, 'medium')}</td>
              </tr>
            ))}
          </ToolTable>
        )}
        <FilterPages
          label="Pages of imports"
          page={order.page}
          pages={pageCount(total, IMPORTS_PER_PAGE)}
          href={pageHref(base, params)}
        />
      </section>
    </>
  )
}

async function ImportPage({ context, id: importId }: { context: ToolContext; id: number | null }) {
  const { payload, base, params } = context
  const record = importId ? await importRecord(database(payload), importId) : null
  if (!record)
    return (
      <EmptyState title="There is no such import.">
        <a href={base}>See every import</a>
      </EmptyState>
    )
  const target = importTarget(record.kind)!
  const zone = config().TIMEZONE
  const undoing = params.get('undo') === '1' && record.state === 'done'
  return (
    <>
      <p className="cpanel-tool__actions">
        <a href={base}>Every import</a>
      </p>
      <h2>{record.fileName}</h2>
      {params.get('undone') === '1' && record.state === 'undone' ? (
        <p role="status" className="cpanel-tool__notice">
          The import is undone: what it created is removed and what it changed is as it was.
        </p>
      ) : null}
      <dl className="cpanel-tool__facts">
        <dt>What it holds</dt>
        <dd>{target.label}</dd>
        <dt>State</dt>
        <dd>{STATE_WORDS[record.state]}</dd>
        <dt>Read as</dt>
        <dd>
          {ENCODING_LABELS[record.encoding]}, columns separated by {DELIMITER_LABELS[record.delimiter]}s
        </dd>
        <dt>Uploaded</dt>
        <dd>{formatDateTime(record.uploadedAt, zone)}</dd>
      </dl>
      {undoing ? (
        <UndoConfirm record={record} base={base} />
      ) : record.state === 'uploaded' ? (
        <Preparing record={record} payload={payload} />
      ) : record.state === 'queued' || record.state === 'importing' ? (
        <Progress record={record} base={base} />
      ) : (
        <Report record={record} base={base} payload={payload} />
      )}
    </>
  )
}

async function Preparing({ record, payload }: { record: ImportRecord; payload: Payload }) {
  const target = importTarget(record.kind)!
  const options = [
    { value: '', label: '(not imported)' },
    ...record.headers.map((header, index) => ({ value: String(index), label: header || `Column ${index + 1}` })),
  ]
  let preview: PreviewLine[] = []
  let problem: string | null = null
  try {
    preview = await previewLines(payload, importFiles(payload), record)
  } catch (error) {
    problem = unreadable(error)
    if (!problem) throw error
  }
  const mapped = target.fields.filter((field) => record.mapping[field.key] !== null)
  const choices = target.choice ? await target.choice.options(database(payload)) : []
  return (
    <>
      <section aria-labelledby="import-mapping">
        <h3 id="import-mapping">1. Columns</h3>
        <p>Each field takes the column chosen; the choices were guessed from the file’s headers.</p>
        <ToolForm
          action={saveMappingAction}
          id="mapping"
          hidden={{ import: record.id }}
          fields={[
            ...(target.choice
              ? [
                  {
                    name: 'choice',
                    label: `${target.choice.label} (needed)`,
                    type: 'select' as const,
                    options: [
                      { value: '', label: '(choose)' },
                      ...choices.map((choice) => ({ value: String(choice.id), label: choice.label })),
                    ],
                    defaultValue: record.choice === null ? '' : String(record.choice),
                  },
                ]
              : []),
            ...target.fields.map((field) => ({
              name: `column-${field.key}`,
              label: field.required ? `${field.label} (needed)` : field.label,
              type: 'select' as const,
              options,
              defaultValue: record.mapping[field.key] === null ? '' : String(record.mapping[field.key]),
            })),
          ]}
          submit="Save the mapping"
        />
      </section>
      <section aria-labelledby="import-preview">
        <h3 id="import-preview">2. The first rows</h3>
        {problem ? (
          <p role="alert">{problem}</p>
        ) : (
          <ToolTable
            caption="The file’s first rows, as mapped"
            columns={['Row', ...mapped.map((field) => field.label), 'Problems']}
          >
            {preview.map((line) => (
              <tr key={line.row}>
                <td>{line.row}</td>
                {mapped.map((field) => (
                  <td key={field.key}>{line.cells[record.mapping[field.key]!] ?? ''}</td>
                ))}
                <td>{line.problem ?? 'None'}</td>
              </tr>
            ))}
          </ToolTable>
        )}
      </section>
      <section aria-labelledby="import-dry-run">
        <h3 id="import-dry-run">3. Dry run</h3>
        <p>The whole file checked: what the import would create, update and skip. Nothing is written.</p>
        {record.dryRun ? (
          <>
            <p>
              {record.dryRun.total} rows: {record.dryRun.create} to create, {record.dryRun.update} to update,{' '}
              {record.dryRun.skip} to skip.
            </p>
            {record.dryRun.skipped.length ? (
              <ul aria-label="Rows the import would skip">
                {record.dryRun.skipped.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
        <ToolForm
          action={dryRunAction}
          id="dry-run"
          hidden={{ import: record.id }}
          submit={record.dryRun ? 'Do the dry run again' : 'Do a dry run'}
          style="secondary"
        />
      </section>
      {record.dryRun ? (
        <section aria-labelledby="import-start">
          <h3 id="import-start">4. Import</h3>
          <ToolForm action={startImportAction} id="start" hidden={{ import: record.id }} submit="Import the file" />
        </section>
      ) : null}
    </>
  )
}

function Progress({ record, base }: { record: ImportRecord; base: string }) {
  const total = record.totalRows ?? record.dryRun?.total ?? 0
  return (
    <section aria-labelledby="import-progress">
      <RefreshWhileWorking everyMs={2000} />
      <h3 id="import-progress">Importing</h3>
      <label htmlFor="import-bar">
        {record.rowsDone} of {total} rows done
      </label>
      <progress id="import-bar" max={Math.max(total, 1)} value={record.rowsDone}>
        {record.rowsDone} of {total}
      </progress>
      <p>
        So far {record.created} created, {record.updated} updated, {record.skipped} skipped.{' '}
        <a href={`${base}?import=${record.id}`}>Refresh</a>
      </p>
    </section>
  )
}

async function Report({ record, base, payload }: { record: ImportRecord; base: string; payload: Payload }) {
  const skipped = await reportLines(database(payload), record.id, 0, 50, 'skipped')
  const refusal = undoRefusal(record, new Date())
  return (
    <section aria-labelledby="import-report">
      <h3 id="import-report">Report</h3>
      <p>
        {record.rowsDone} rows: {record.created} created, {record.updated} updated, {record.skipped} skipped.
      </p>
      {skipped.length ? (
        <ToolTable caption="Rows skipped" columns={['Row', 'Why it was skipped']}>
          {skipped.map((line) => (
            <tr key={line.row}>
              <td>{line.row}</td>
              <td>{line.reason}</td>
            </tr>
          ))}
        </ToolTable>
      ) : null}
      <p className="cpanel-tool__actions">
        <a href={`/api/imports/${record.id}/report`} download>
          Download the report as CSV
        </a>
        {record.state === 'done' && !refusal ? (
          <>
            {' · '}
            <a href={`${base}?import=${record.id}&undo=1`}>Undo this import</a>
          </>
        ) : null}
      </p>
      {record.state === 'done' && refusal ? <p>{refusal}</p> : null}
    </section>
  )
}

function UndoConfirm({ record, base }: { record: ImportRecord; base: string }) {
  const target = importTarget(record.kind)!
  return (
    <section aria-labelledby="import-undo">
      <h3 id="import-undo">Undo this import?</h3>
      <p>
        The {record.created} {target.noun}s it created will be removed, and the {record.updated} it changed will be put
        back as they were before it. This cannot be taken back; an import can be undone for {UNDO_DAYS} days.
      </p>
      <p className="cpanel-tool__actions">
        <a href={`${base}?import=${record.id}`}>Keep the import</a>
      </p>
      <ToolForm action={undoImportAction} id="undo" hidden={{ import: record.id }} submit="Undo the import" />
    </section>
  )
}
