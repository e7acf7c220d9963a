import { LibraryPicture, PicturePlaceholder, type PageImage } from '@/domains/media'

/** An event's picture on a card or in a list, 4:3 in a box of the given classes; its initials when it has none. */
export function EventPicture({
  event,
  sizes,
  className,
}: {
  event: { title: string; picture: PageImage | null }
  /** The `sizes` attribute: how wide the box is shown. */
  sizes: string
  className: string
}) {
  return (
    <div className={`aspect-[4/3] shrink-0 overflow-hidden rounded-md ${className}`}>
      {event.picture ? (
        <LibraryPicture image={event.picture} sizes={sizes} className="h-full w-full object-cover" />
      ) : (
        <PicturePlaceholder name={event.title} />
      )}
    </div>
  )
}
