'use client'

import { useState } from 'react'

import { useScripted } from '@/ui/scripted'

import { largestImage, type ImageData } from '../services/public-view'
import { Picture } from './Picture'

type GalleryImage = ImageData & { alt: string }

/**
 * An artwork's images (one or more): the chosen one large, thumbnails to choose another and
 * a link to the full size. Without JavaScript the thumbnails are links to
 * `?image=n` and the server shows that image; with it they switch in place,
 * and a zoom button enlarges the image where it is (scroll to move around).
 */
export function ArtworkGallery({ images, initial, title }: { images: GalleryImage[]; initial: number; title: string }) {
  const [index, setIndex] = useState(Math.min(initial, images.length - 1))
  const [zoomed, setZoomed] = useState(false)
  // The zoom needs this script, so its button appears only once the script runs.
  const scripted = useScripted()

  // The artwork's page draws the placeholder when it has no image.
  const image = images[index]!
  const choose = (next: number) => {
    setIndex(next)
    setZoomed(false)
  }
  return (
    <section aria-label={`Images of ${title}`} id="gallery">
      <figure>
        <div
          className={`rounded-lg border border-line bg-stone-100 ${zoomed ? 'max-h-[80vh] overflow-auto' : 'overflow-hidden'}`}
          data-zoomed={zoomed}
          // Zoomed, the frame scrolls: keyboard users reach it and move around with the arrow keys.
          {...(zoomed ? { tabIndex: 0, role: 'group', 'aria-label': 'Zoomed image: scroll to move around' } : {})}
        >
          <Picture
            key={image.id}
            image={image}
            sizes={zoomed ? '200vw' : '(min-width: 768px) 60vw, 100vw'}
            fallbackWidth={zoomed ? 2400 : 1200}
            eager
            className={zoomed ? 'h-auto w-[200%] max-w-none' : 'mx-auto h-auto max-h-[75vh] w-auto max-w-full'}
          />
        </div>
        <figcaption className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <span className="text-muted">
            Image {index + 1} of {images.length}
          </span>
          {scripted ? (
            <button
              type="button"
              onClick={() => setZoomed(!zoomed)}
              aria-pressed={zoomed}
              className="rounded border border-line bg-white px-3 py-1 font-medium hover:border-ink"
            >
              {zoomed ? 'Zoom out' : 'Zoom in'}
            </button>
          ) : null}
          <a href={largestImage(image)}>View full size</a>
        </figcaption>
      </figure>
      {images.length > 1 ? (
        <ul aria-label="Choose an image" className="mt-4 flex flex-wrap gap-3">
          {images.map((thumbnail, position) => (
            <li key={thumbnail.id}>
              <a
                href={`?image=${position + 1}#gallery`}
                aria-current={position === index ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault()
                  choose(position)
                }}
                className={`block h-20 w-20 overflow-hidden rounded border-2 ${
                  position === index ? 'border-accent' : 'border-transparent hover:border-line'
                }`}
              >
                <span className="sr-only">Show image {position + 1}: </span>
                <Picture image={thumbnail} sizes="5rem" fallbackWidth={400} className="h-full w-full object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
