import { studioAddress, type MapStudio } from '../services/studio-map'
import { ACCESS_FEATURE_LABELS } from '../services/vocabulary'

const weekendsText = (weekends: readonly number[]) =>
  weekends.length === 0 ? '' : `Weekend${weekends.length > 1 ? 's' : ''} ${weekends.join(' and ')}`

/**
 * The studios as a numbered list — the page's real content, the map only an
 * enhancement: each studio's address, artists (linked to their pages),
 * weekends and accessibility. Markers carry the same numbers.
 */
export function OpenStudiosStudioList({ studios, headingLevel = 3 }: { studios: MapStudio[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <ol className="space-y-4" data-testid="studio-list">
      {studios.map((studio, index) => (
        <li key={studio.id} className="rounded-lg border border-line bg-white p-4 shadow-sm">
          <article aria-labelledby={`studio-${studio.id}`}>
            <Heading id={`studio-${studio.id}`} className="flex gap-3 text-lg font-semibold">
              <span
                aria-hidden="true"
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm text-white"
              >
                {index + 1}
              </span>
              <span>
                <span className="sr-only">Studio {index + 1}: </span>
                {studioAddress(studio)}
              </span>
            </Heading>
            <p className="mt-1 text-sm text-muted">
              {[studio.neighbourhood?.name, weekendsText(studio.weekends)].filter(Boolean).join(' · ')}
              {studio.latitude === null ? ' · Not on the map yet' : ''}
            </p>
            <ul aria-label={`Artists at ${studio.address}`} className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              {studio.artists.map((artist, artistIndex) => (
                <li key={`${artist.slug ?? artist.name}-${artistIndex}`}>
                  {artist.slug ? <a href={`/artist/${artist.slug}`}>{artist.name}</a> : artist.name}
                </li>
              ))}
            </ul>
            {studio.accessibility.length > 0 ? (
              <p className="mt-2 text-sm">
                <span className="font-semibold">Access:</span>{' '}
                {studio.accessibility.map((feature) => ACCESS_FEATURE_LABELS[feature]).join(', ')}
              </p>
            ) : null}
            {studio.accessNotes ? <p className="mt-1 text-sm text-muted">{studio.accessNotes}</p> : null}
          </article>
        </li>
      ))}
    </ol>
  )
}
