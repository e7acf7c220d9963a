import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { EmptyState, ListPages, toolView, type ToolContext } from '@/platform/cpanel'
import { formatBytes } from '@/ui/upload-queue-state'
import type { Image } from '@/payload-types'

import {
  findLibraryImages,
  IMAGE_TYPES,
  LIBRARY_SORTS,
  parseLibraryQuery,
  type LibraryQuery,
} from '../services/image-library'
import { ImageUploads } from './ImageForms'
import { MEDIA_TOOLS } from './tools'

const tool = MEDIA_TOOLS[0]

/**
 * `/cpanel/imagelibrary` (decision 087): every image as a grid, searched,
 * sorted and paged in the address, with many-at-once upload; an image opens
 * its page (`/cpanel/imagelibrary/{id}`), where it is changed and deleted
 * once confirmed. Staff only.
 */
export async function ImageLibrary(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, library, {
    wide: true,
    notices: ['deleted'],
    className: 'cpanel-tool image-library',
  })
}

async function library({ payload, base, params, notices }: ToolContext) {
  const query = parseLibraryQuery(Object.fromEntries(params))
  const result = await findLibraryImages(payload, query)
  const filtered = Boolean(query.text || query.type || query.uncredited)
  return (
    <>
      {notices.has('deleted') ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          The image was deleted.
        </div>
      ) : null}
      <ImageUploads apiRoute={payload.config.routes.api} adminRoute={payload.config.routes.admin} />
      <section className="cpanel-tool__section" aria-labelledby="library-heading">
        <h2 id="library-heading">Images</h2>
        <SearchForm base={base} query={query} />
        {result.totalDocs > 0 ? (
          <p className="image-library__count">
            {`${result.totalDocs} ${result.totalDocs === 1 ? 'image' : 'images'}${filtered ? ' match' : ''}${
              result.totalPages > 1 ? ` · page ${result.page} of ${result.totalPages}` : ''
            }`}
            {filtered ? (
              <>
                {' '}
                <a href={base}>Show all images</a>
              </>
            ) : null}
          </p>
        ) : null}
        {result.docs.length === 0 ? (
          <EmptyState
            title={filtered ? 'No image matches.' : result.totalDocs ? 'No image on this page.' : 'No images yet.'}
          >
            {filtered ? (
              <>
                Try fewer words, or <a href={base}>show all images</a>.
              </>
            ) : result.totalDocs ? (
              <a href={base}>Back to the first page</a>
            ) : (
              'Upload the first images above. Each needs alt text, which describes it for people who cannot see it.'
            )}
          </EmptyState>
        ) : (
          <ul className="image-library__grid">
            {result.docs.map((image) => (
              <ImageCard key={image.id} image={image} href={`${base}/${image.id}`} />
            ))}
          </ul>
        )}
        <ListPages what="images" page={query.page} pages={result.totalPages} base={base} params={params} />
      </section>
    </>
  )
}

function SearchForm({ base, query }: { base: string; query: LibraryQuery }) {
  return (
    <form method="get" action={base} role="search" className="cpanel-tool__form cpanel-tool__search">
      <div className="cpanel-tool__field">
        <label htmlFor="library-q">Search alt text, caption, credit and file name</label>
        <input id="library-q" type="search" name="q" defaultValue={query.text} maxLength={200} />
      </div>
      <div className="cpanel-tool__field image-library__narrow">
        <label htmlFor="library-type">Type</label>
        <select id="library-type" name="type" defaultValue={query.type ?? ''}>
          <option value="">All types</option>
          {Object.entries(IMAGE_TYPES).map(([value, type]) => (
            <option key={value} value={value}>
              {type.label}
            </option>
          ))}
        </select>
      </div>
      <div className="cpanel-tool__field image-library__narrow">
        <label htmlFor="library-sort">Order</label>
        <select id="library-sort" name="sort" defaultValue={query.sort}>
          {Object.entries(LIBRARY_SORTS).map(([value, sort]) => (
            <option key={value} value={value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
      <label className="image-library__check">
        <input type="checkbox" name="uncredited" value="1" defaultChecked={query.uncredited} /> Without a credit only
      </label>
      <button type="submit" className="btn btn--style-primary btn--size-medium image-library__submit">
        Search
      </button>
    </form>
  )
}

function ImageCard({ image, href }: { image: Image; href: string }) {
  const thumbnail = image.sizes?.webp400?.url ?? image.url
  return (
    <li className="image-library__card">
      <a href={href} className="image-library__link">
        {thumbnail ? (
          // eslint-disable-next-line @next/next/no-img-element -- our own storage route, already sized
          <img
            src={thumbnail}
            alt=""
            loading="lazy"
            width={image.sizes?.webp400?.width ?? undefined}
            height={image.sizes?.webp400?.height ?? undefined}
            className="image-library__thumb"
            style={{ objectPosition: `${image.focalX ?? 50}% ${image.focalY ?? 50}%` }}
          />
        ) : null}
        <span className="image-library__alt">{image.alt}</span>
      </a>
      <span className="image-library__meta">
        {image.filename} · {image.width}×{image.height} · {formatBytes(image.filesize ?? 0)}
      </span>
      {image.credit ? <span className="image-library__meta">{image.credit}</span> : null}
    </li>
  )
}
