import { placeholderLook } from '../services/placeholder'

/**
 * What a card shows in place of a missing picture: the item's initials on its
 * own colours (`placeholderLook`), filling the picture's box so the card keeps
 * its shape. Hidden from screen readers: the card's heading already names it.
 */
export function PicturePlaceholder({
  name,
  colours,
  className = '',
}: {
  name: string
  /** The item's own colours (`#rrggbb`), when it has some. */
  colours?: readonly string[]
  className?: string
}) {
  const look = placeholderLook(name, colours)
  return (
    <div
      aria-hidden="true"
      data-placeholder=""
      className={`flex h-full w-full items-center justify-center overflow-hidden font-semibold select-none ${className}`}
      style={{
        backgroundColor: look.background,
        backgroundImage: `linear-gradient(135deg, ${look.background} 0 62%, ${look.band} 62% 80%, ${look.background} 80%)`,
        color: look.ink,
        containerType: 'size',
      }}
    >
      <span style={{ fontSize: 'clamp(0.75rem, 40cqmin, 6rem)', lineHeight: 1, letterSpacing: '0.04em' }}>
        {look.initials}
      </span>
    </div>
  )
}
