import type { SeasonRow } from '../services/season-admin'
import type { SetupProblem } from '../services/season-setup'
import { SEASON_STATUS_LABELS } from '../services/vocabulary'

/** The seasons as links to the same tool, the shown one marked. */
export function SeasonPicker({ seasons, shown, base }: { seasons: SeasonRow[]; shown: number; base: string }) {
  if (seasons.length < 2) return null
  return (
    <nav aria-label="Seasons" className="cpanel-tool__pages" style={{ flexWrap: 'wrap', marginBottom: 'var(--base)' }}>
      {seasons.map((season) => (
        <a key={season.id} href={`${base}?season=${season.id}`} aria-current={season.id === shown ? 'page' : undefined}>
          {season.id === shown ? <strong>{season.name}</strong> : season.name} ({SEASON_STATUS_LABELS[season.status]})
        </a>
      ))}
    </nav>
  )
}

/** The set-up's problems in words: errors (which stop a save) and warnings (which do not). */
export function SetupProblems({ problems, heading }: { problems: SetupProblem[]; heading: string }) {
  if (problems.length === 0) return null
  const errors = problems.filter((problem) => problem.severity === 'error')
  const warnings = problems.filter((problem) => problem.severity === 'warning')
  return (
    <section className="cpanel-tool__section" aria-labelledby="setup-problems-heading">
      <h2 id="setup-problems-heading">{heading}</h2>
      {errors.length ? (
        <ul className="cpanel-tool__message cpanel-tool__message--error">
          {errors.map((problem) => (
            <li key={`${problem.field}-${problem.message}`}>{problem.message}</li>
          ))}
        </ul>
      ) : null}
      {warnings.length ? (
        <ul className="cpanel-tool__message">
          {warnings.map((problem) => (
            <li key={`${problem.field}-${problem.message}`}>Warning: {problem.message}</li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

/** No season yet: where to make one. */
export function NoSeason({ admin }: { admin: string }) {
  return (
    <p>
      There is no Open Studios season yet. Make one in <a href={`${admin}/sfosweekends`}>Seasons and weekends</a>.
    </p>
  )
}
