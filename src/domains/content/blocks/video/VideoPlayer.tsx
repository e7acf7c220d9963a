'use client'

import { useState, useSyncExternalStore, type ReactNode } from 'react'

const noChanges = () => () => {}

/**
 * The video's poster until a visitor asks for it: nothing is fetched from the
 * video's site before. Drawn on the server as a link to the video on its own
 * site (what a visitor without JavaScript follows); once the page runs, a
 * button that swaps in the privacy-enhanced player.
 */
export function VideoPlayer({
  title,
  embedUrl,
  watchUrl,
  site,
  poster,
}: {
  title: string
  embedUrl: string
  watchUrl: string
  site: string
  poster: ReactNode
}) {
  // False while the server draws and the page hydrates, true once it runs: the link becomes the button.
  const ready = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  )
  const [playing, setPlaying] = useState(false)

  if (playing) {
    return (
      <iframe
        src={embedUrl}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 h-full w-full border-0"
      />
    )
  }
  const face = (
    <>
      {poster}
      <span className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/30 to-black/10" aria-hidden="true" />
      <span className="absolute inset-x-0 bottom-0 flex items-center gap-4 p-4 text-left text-white sm:p-6">
        <span
          aria-hidden="true"
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-accent shadow-lg group-hover:bg-accent-strong"
        >
          <svg viewBox="0 0 24 24" className="ml-1 h-7 w-7 fill-white">
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
        <span>
          <span className="block text-lg font-semibold sm:text-xl">{title}</span>
          <span className="block text-sm">{ready ? `Play video (from ${site})` : `Watch on ${site}`}</span>
        </span>
      </span>
    </>
  )
  const frame = 'group absolute inset-0 block h-full w-full cursor-pointer overflow-hidden no-underline'
  return ready ? (
    <button type="button" className={frame} onClick={() => setPlaying(true)}>
      {face}
    </button>
  ) : (
    <a href={watchUrl} className={frame}>
      {face}
    </a>
  )
}
