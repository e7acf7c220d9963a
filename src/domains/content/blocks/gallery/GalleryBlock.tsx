import { LibraryPicture } from '@/domains/media'

import { libraryImages } from '../library-images'

export type GalleryBlockData = {
  blockType: 'gallery'
  id?: string | null
  heading?: string | null
  pictures?: { id?: string | null; image: unknown; caption?: string | null }[] | null
}

/** Library pictures in a grid: one column on a narrow phone, two from 480 px, three from 1024 px. */
export async function GalleryBlock({ block }: { block: GalleryBlockData }) {
  const rows = block.pictures ?? []
  const images = await libraryImages(rows.map((row) => row.image))
  const shown = rows.flatMap((row, index) => (images[index] ? [{ row, image: images[index] }] : []))
  if (shown.length === 0) return null
  return (
    <section className="mx-auto max-w-6xl px-4 sm:px-6" aria-label={block.heading ? undefined : 'Gallery'}>
      {block.heading ? <h2 className="mb-6 text-2xl font-semibold">{block.heading}</h2> : null}
      <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {shown.map(({ row, image }, index) => (
          <li key={row.id ?? index}>
            <figure>
              <div className="aspect-[4/3] overflow-hidden rounded-lg bg-stone-100">
                <LibraryPicture
                  image={image}
                  sizes="(min-width: 1024px) 23rem, (min-width: 480px) 50vw, 100vw"
                  className="h-full w-full object-cover"
                />
              </div>
              {row.caption ? <figcaption className="mt-2 text-sm text-muted">{row.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
