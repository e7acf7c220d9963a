import type { StoredFindings } from '../services/ad-artwork'
import { fileSize } from '../services/ad-artwork-check'

/** What the print checks found in an ad's artwork, with its preview: for the advertiser and for staff. */
export function ArtworkFacts({
  findings,
  previewUrl,
  label,
}: {
  findings: StoredFindings
  previewUrl: string
  label: string
}) {
  const { facts, warnings } = findings
  return (
    <div className="mt-3 grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      {findings.previewPath ? (
        // A private file from our own route, already small: Next's image optimiser would fetch it without the session.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={previewUrl}
          alt={`Preview of the artwork of ${label}`}
          className="rounded border border-line bg-white object-contain"
          // Inline as well: the control panel has none of the site's utility classes.
          style={{ maxHeight: '24rem', maxWidth: '100%', width: 'auto' }}
        />
      ) : (
        <p className="rounded border border-dashed border-line p-4 text-sm text-muted">
          No preview of a PDF: its facts are beside it. Download the original to see it.
        </p>
      )}
      <div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">Type</dt>
          <dd>
            {facts.typeLabel}, {fileSize(facts.bytes)}
          </dd>
          {facts.widthPixels ? (
            <>
              <dt className="font-medium">Pixels</dt>
              <dd>
                {facts.widthPixels} × {facts.heightPixels}
              </dd>
              <dt className="font-medium">Prints at</dt>
              <dd>{facts.printDpi} dpi</dd>
              <dt className="font-medium">Colours</dt>
              <dd>{facts.colourSpace}</dd>
            </>
          ) : null}
          {facts.pages !== undefined ? (
            <>
              <dt className="font-medium">Page</dt>
              <dd>
                {facts.pageWidthInches} × {facts.pageHeightInches} in{facts.trimBox ? ', trim box marked' : ''}
              </dd>
              <dt className="font-medium">Pages</dt>
              <dd>{facts.pages}</dd>
            </>
          ) : null}
        </dl>
        {warnings.length ? (
          <div className="mt-3">
            <p className="text-sm font-medium">Warnings</p>
            <ul className="list-disc pl-5 text-sm">
              {warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  )
}
