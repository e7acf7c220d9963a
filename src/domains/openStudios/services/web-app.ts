import sharp from 'sharp'

/**
 * The site as an installable web app, opening on the route planner
 * (decision 102): its manifest and the icons it names, drawn from the site's
 * own mark.
 */

const MARK =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#9a3412"/><path d="M17 16h8l7 23 7-23h8L36 48h-8z" fill="#fff"/></svg>'

export const ICON_SIZES = [192, 512] as const

export function webAppManifest() {
  return {
    name: 'Open Studios route planner',
    short_name: 'Open Studios',
    description: 'Your walking route through the Open Studios, on the day, even offline.',
    start_url: '/openstudios/plan',
    scope: '/',
    display: 'standalone' as const,
    background_color: '#fdfcfa',
    theme_color: '#9a3412',
    icons: ICON_SIZES.map((size) => ({
      src: `/app-icons/${size}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any' as const,
    })),
  }
}

const icons = new Map<number, Promise<Buffer>>()

/** `GET /app-icons/{size}`: the mark as a PNG of that size, drawn once. */
export async function appIconResponse(size: string): Promise<Response> {
  const pixels = Number(size)
  if (!(ICON_SIZES as readonly number[]).includes(pixels)) {
    return new Response(`No icon of that size: ${ICON_SIZES.join(' or ')} pixels.`, {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  let icon = icons.get(pixels)
  if (!icon) {
    icon = sharp(Buffer.from(MARK), { density: (72 * pixels) / 64 })
      .resize(pixels, pixels)
      .png()
      .toBuffer()
    icons.set(pixels, icon)
  }
  return new Response(new Uint8Array(await icon), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' },
  })
}
