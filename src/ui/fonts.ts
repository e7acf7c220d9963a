import localFont from 'next/font/local'

/**
 * The site's own typefaces, served from the build (Fontsource's files on npm, no
 * font service): Inter for text, Fraunces for headings. One variable file each
 * covers every weight the site uses (400–700), the Latin subset only; the
 * browser slants Inter itself for the rare italic. next/font preloads both and
 * sizes a local fallback to each, so the swap moves no line.
 */
export const bodyFont = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-body',
  adjustFontFallback: 'Arial',
})

export const headingFont = localFont({
  src: '../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-heading',
  adjustFontFallback: 'Times New Roman',
})
