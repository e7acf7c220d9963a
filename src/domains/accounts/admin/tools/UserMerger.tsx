import { Button } from '@payloadcms/ui'
import Link from 'next/link'
import type { AdminViewServerProps, Payload, Where } from 'payload'

import { mergeAccounts, parseAccountId, type MergeResult, type ReferenceReport } from '../../services/merger'
import { mayUseTool } from '../tools'
import { roleList } from './format'
import { MergeForm } from './forms'
import { ToolFrame } from './ToolFrame'
import { ToolTable } from '@/platform/cpanel'

const PATH = '/cpanel/usermerger'

type Choice = { q?: string; keep?: number | null; absorb?: number | null }
type Person = {
  id: number
  name?: string | null
  email: string
  roles?: string[] | null
  status?: string | null
  mergedInto?: unknown
}

function href({ q, keep, absorb }: Choice): string {
  const query = new URLSearchParams()
  if (q) query.set('q', q)
  if (keep) query.set('keep', String(keep))
  if (absorb) query.set('absorb', String(absorb))
  const text = query.toString()
  return text ? `${PATH}?${text}` : PATH
}

const TREATMENT_WORDS: Record<ReferenceReport['treatment'], string> = {
  move: 'Moves',
  keep: 'Stays with the merged account',
  drop: 'Deleted',
  roles: 'United',
}

function leftInPlace(rows: number): string {
  const what = rows === 1 ? 'One row already exists' : `${rows} rows already exist`
  return `${what} for the account kept (a unique rule), so ${rows === 1 ? 'it stays' : 'they stay'} with the merged account.`
}

function statusOf(person: Person): string {
  // Read with depth 0, so `mergedInto` is the id.
  return person.mergedInto ? `merged into #${String(person.mergedInto)}` : (person.status ?? 'active')
}

async function search(payload: Payload, q: string): Promise<Person[]> {
  const or: Where[] = [{ email: { like: q } }, { name: { like: q } }]
  const id = parseAccountId(q)
  if (id) or.push({ id: { equals: id } })
  const { docs } = await payload.find({
    collection: 'users',
    overrideAccess: true,
    depth: 0,
    limit: 20,
    sort: 'email',
    where: { or },
  })
  return docs
}

function ReferenceTable({ caption, references }: { caption: string; references: ReferenceReport[] }) {
  const used = references.filter((reference) => reference.rows > 0)
  const empty = references.filter((reference) => reference.rows === 0)
  return (
    <>
      {used.length > 0 ? (
        <>
          <h3>{caption}</h3>
          <ToolTable caption={caption} columns={['Table', 'Column', 'Rows', 'What happens', 'Moved', 'Left in place']}>
            {used.map((reference) => (
              <tr key={`${reference.table}.${reference.column}`}>
                <td>
                  <code>{reference.table}</code>
                </td>
                <td>
                  <code>{reference.column}</code>
                </td>
                <td>{reference.rows}</td>
                <td>
                  {TREATMENT_WORDS[reference.treatment]}
                  {reference.why ? <span className="cpanel-tool__why"> — {reference.why}</span> : null}
                  {reference.skipped > 0 ? (
                    <span className="cpanel-tool__why"> {leftInPlace(reference.skipped)}</span>
                  ) : null}
                </td>
                <td>{reference.treatment === 'move' ? reference.moved : '—'}</td>
                <td>{reference.treatment === 'move' ? reference.skipped : '—'}</td>
              </tr>
            ))}
          </ToolTable>
        </>
      ) : (
        <p>No other row points at this account.</p>
      )}
      {empty.length > 0 ? (
        <p className="cpanel-tool__hint">
          Nothing to move in:{' '}
          {empty.map((reference, index) => (
            <span key={`${reference.table}.${reference.column}`}>
              {index > 0 ? ', ' : ''}
              <code>
                {reference.table}.{reference.column}
              </code>
            </span>
          ))}
          .
        </p>
      ) : null}
    </>
  )
}

function Preview({ result }: { result: MergeResult }) {
  if (!result.ok) {
    return (
      <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
        {result.message}
      </div>
    )
  }
  const { absorbed, survivor, roles, artistApplication, references } = result.report
  return (
    <>
      <ul className="cpanel-tool__list">
        <li>
          Everything that points at <strong>{absorbed.email}</strong> moves to <strong>{survivor.email}</strong>, except
          as the table says.
        </li>
        <li>
          Roles are united: {survivor.email} will hold <strong>{roleList(roles.after)}</strong>
          {roles.added.length > 0 ? ` (adds ${roleList(roles.added)})` : ' (no new role)'}.
        </li>
        {artistApplication.before !== artistApplication.after ? (
          <li>
            The artist application of {survivor.email} becomes <strong>{artistApplication.after}</strong> (was{' '}
            {artistApplication.before}).
          </li>
        ) : null}
        <li>
          {absorbed.email} is then suspended, signed out everywhere and marked as merged into {survivor.email}: it can
          no longer sign in. It is not deleted, and the audit log records what moved.
        </li>
      </ul>
      <ReferenceTable caption={`Rows that point at ${absorbed.email}`} references={references} />
      <MergeForm keep={survivor.id} absorb={absorbed.id} label={`Merge ${absorbed.email} into ${survivor.email}`} />
    </>
  )
}

function Slot({ title, person, clear }: { title: string; person: Person | null; clear: string }) {
  return (
    <div className="cpanel-tool__slot">
      <h3>{title}</h3>
      {person ? (
        <>
          <p>
            <strong>{person.name || person.email}</strong>
            <br />
            {person.email} · #{person.id}
            <br />
            Roles: {roleList(person.roles ?? [])} · {statusOf(person)}
          </p>
          <Link href={clear}>Choose another</Link>
        </>
      ) : (
        <p>Not chosen yet: search below.</p>
      )}
    </div>
  )
}

async function MergedSummary({ payload, auditId }: { payload: Payload; auditId: number | null }) {
  const row = auditId
    ? await payload.findByID({
        collection: 'audit-log',
        id: auditId,
        depth: 0,
        disableErrors: true,
        overrideAccess: true,
      })
    : null
  const summary =
    row?.action === 'usermerger.merge'
      ? (row.summary as { references?: ReferenceReport[]; roles?: { after: string[] } })
      : null
  if (!row || !summary) {
    return (
      <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
        No merge with this number. <Link href={PATH}>Start a merge</Link>
      </div>
    )
  }
  return (
    <>
      <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
        Merged {row.target}. The merged account can no longer sign in; roles now: {roleList(summary.roles?.after ?? [])}
        .
      </div>
      <ReferenceTable
        caption="What the merge did"
        references={(summary.references ?? []).map((reference) => ({ ...reference, why: '' }))}
      />
      <p>
        The audit log keeps this record (entry #{row.id}). <Link href={PATH}>Merge two other accounts</Link>
      </p>
    </>
  )
}

/** `/cpanel/usermerger`: choose two accounts, see what would move, merge (administrators). */
export async function UserMerger(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseTool('usermerger', req.user))
    return (
      <ToolFrame name="usermerger" view={view}>
        {null}
      </ToolFrame>
    )
  const params = view.searchParams ?? {}
  const one = (name: string) => {
    const value = params[name]
    return (Array.isArray(value) ? value[0] : value)?.trim() || undefined
  }

  if (one('merged')) {
    return (
      <ToolFrame name="usermerger" view={view}>
        <MergedSummary payload={req.payload} auditId={parseAccountId(one('merged'))} />
      </ToolFrame>
    )
  }

  const q = one('q')?.slice(0, 200)
  const keep = parseAccountId(one('keep'))
  const absorb = parseAccountId(one('absorb'))
  const problems = (['keep', 'absorb'] as const)
    .filter((name) => one(name) && !parseAccountId(one(name)))
    .map(
      (name) =>
        `“${one(name)}” is not an account id: choose the account ${name === 'keep' ? 'to keep' : 'to merge away'} below.`,
    )
  const find = (id: number | null) =>
    id
      ? (req.payload.findByID({
          collection: 'users',
          id,
          depth: 0,
          disableErrors: true,
          overrideAccess: true,
        }) as Promise<Person | null>)
      : null
  const [kept, absorbed, results] = await Promise.all([find(keep), find(absorb), q ? search(req.payload, q) : []])
  if (keep && !kept) problems.push(`No account with id ${keep} (the account to keep).`)
  if (absorb && !absorbed) problems.push(`No account with id ${absorb} (the account to merge away).`)

  let preview: MergeResult | null = null
  if (kept && absorbed) {
    try {
      preview = await mergeAccounts(
        req.payload,
        req.user!,
        { absorbed: absorbed.id, survivor: kept.id },
        { dryRun: true },
      )
    } catch (error) {
      req.payload.logger.error({ err: error }, 'usermerger: the preview failed')
      preview = { ok: false, problem: 'not-found', message: 'The preview failed; the server log has the details.' }
    }
  }

  return (
    <ToolFrame name="usermerger" view={view}>
      <p className="cpanel-tool__hint">
        Use this when one person has two accounts. Everything that belongs to the account merged away moves to the
        account kept, in one step that is written to the audit log.
      </p>
      {problems.map((problem) => (
        <div key={problem} role="alert" className="cpanel-tool__message cpanel-tool__message--error">
          {problem}
        </div>
      ))}
      <section aria-labelledby="merge-choose" className="cpanel-tool__section">
        <h2 id="merge-choose">1. Choose the two accounts</h2>
        <div className="cpanel-tool__slots">
          <Slot title="Account to keep" person={kept} clear={href({ q, absorb })} />
          <Slot title="Account to merge away" person={absorbed} clear={href({ q, keep })} />
        </div>
        <form method="get" action={PATH} className="cpanel-tool__form cpanel-tool__search" role="search">
          {keep ? <input type="hidden" name="keep" value={keep} /> : null}
          {absorb ? <input type="hidden" name="absorb" value={absorb} /> : null}
          <div className="cpanel-tool__field">
            <label htmlFor="merge-q">Find a person by email, name or id</label>
            <input id="merge-q" name="q" type="search" defaultValue={q} maxLength={200} />
          </div>
          <Button type="submit" buttonStyle="secondary" margin={false}>
            Search
          </Button>
        </form>
        {q ? (
          results.length === 0 ? (
            <p role="status">Nobody matches “{q}”.</p>
          ) : (
            <ToolTable caption={`People matching “${q}”`} columns={['Name', 'Email', 'Roles', 'Status', 'Choose']}>
              {results.map((person) => (
                <tr key={person.id}>
                  <td>{person.name || '—'}</td>
                  <td>{person.email}</td>
                  <td>{roleList(person.roles ?? [])}</td>
                  <td>{statusOf(person)}</td>
                  <td>
                    <div className="cpanel-tool__row-actions">
                      {keep === person.id ? (
                        <span>Chosen to keep</span>
                      ) : (
                        <Link href={href({ q, keep: person.id, absorb: absorb === person.id ? null : absorb })}>
                          Keep this one<span className="cpanel-tool__sr"> ({person.email})</span>
                        </Link>
                      )}
                      {absorb === person.id ? (
                        <span>Chosen to merge away</span>
                      ) : (
                        <Link href={href({ q, absorb: person.id, keep: keep === person.id ? null : keep })}>
                          Merge this one away<span className="cpanel-tool__sr"> ({person.email})</span>
                        </Link>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </ToolTable>
          )
        ) : null}
      </section>
      {preview ? (
        <section aria-labelledby="merge-preview" className="cpanel-tool__section">
          <h2 id="merge-preview">2. Check what the merge does</h2>
          <Preview result={preview} />
        </section>
      ) : null}
    </ToolFrame>
  )
}
