import { describe, expect, it } from 'vitest'

import {
  checkDeclaredType,
  checkStoredBytes,
  checkTypeChange,
  downloadSafetyHeaders,
  essence,
  isActiveType,
  servedInline,
  type FolderTypes,
} from './content-types'
import { StorageError } from './errors'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const HTML = Buffer.from('<!doctype html><script>fetch("/api/users/1",{method:"PATCH"})</script>')
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')

const RULES: FolderTypes[] = [
  {
    bucket: 'public',
    prefix: 'artists/',
    types: ['image/png', 'image/jpeg', 'application/pdf'],
    described: 'pictures or PDF',
  },
]

async function refusal(check: () => unknown): Promise<string> {
  try {
    await check()
  } catch (error) {
    expect(error).toBeInstanceOf(StorageError)
    expect((error as StorageError).code).toBe('storage/invalid-argument')
    return (error as StorageError).message
  }
  throw new Error('expected a refusal')
}

describe('content types', () => {
  it('reads the essence of a Content-Type', () => {
    expect(essence('Text/HTML; charset=utf-8')).toBe('text/html')
    expect(essence(undefined)).toBe('')
  })

  it('knows the types a browser runs, and the pictures it shows inline', () => {
    for (const type of [
      'text/html',
      'image/svg+xml',
      'application/xhtml+xml',
      'text/javascript',
      'application/rss+xml',
    ]) {
      expect(isActiveType(type), type).toBe(true)
    }
    for (const type of ['image/png', 'application/pdf', 'text/plain', 'application/json']) {
      expect(isActiveType(type), type).toBe(false)
    }
    expect(servedInline('image/webp')).toBe(true)
    expect(servedInline('image/svg+xml')).toBe(false)
    expect(servedInline('text/plain')).toBe(false)
  })

  it("refuses a type the folder does not take, naming it and the folder's types", async () => {
    expect(await refusal(() => checkDeclaredType(RULES, 'public', 'artists/7/x.html', 'text/html'))).toBe(
      '"artists/7/x.html" is text/html; files in public/artists/… must be pictures or PDF.',
    )
    expect(await refusal(() => checkDeclaredType(RULES, 'public', 'artists/7/x.svg', 'image/svg+xml'))).toContain(
      'image/svg+xml',
    )
    expect(() => checkDeclaredType(RULES, 'public', 'artists/7/x.png', 'image/png; charset=binary')).not.toThrow()
    // Folders without a rule (staff only) take any type.
    expect(() => checkDeclaredType(RULES, 'public', 'site/x.html', 'text/html')).not.toThrow()
  })

  it('refuses bytes that are not the declared type in a folder with a rule', async () => {
    const head = (bytes: Buffer) => async () => bytes
    await expect(checkStoredBytes(RULES, 'public', 'artists/7/a.png', 'image/png', head(PNG))).resolves.toBeUndefined()
    expect(await refusal(() => checkStoredBytes(RULES, 'public', 'artists/7/a.png', 'image/png', head(HTML)))).toBe(
      'The bytes of "artists/7/a.png" are not image/png: it is not the kind of file it was declared as.',
    )
    expect(await refusal(() => checkStoredBytes(RULES, 'public', 'artists/7/a.jpg', 'image/jpeg', head(PNG)))).toBe(
      'The bytes of "artists/7/a.jpg" are image/png, not the image/jpeg it was declared as.',
    )
    expect(
      await refusal(() => checkStoredBytes(RULES, 'public', 'artists/7/a.pdf', 'application/pdf', head(SVG))),
    ).toContain('not application/pdf')
    let read = false
    await checkStoredBytes(RULES, 'public', 'site/notes.txt', 'text/plain', async () => {
      read = true
      return HTML
    })
    expect(read).toBe(false)
  })

  it('refuses a metadata change into a type that runs, or out of the folder’s types', async () => {
    expect(await refusal(() => checkTypeChange(RULES, 'public', 'site/notes.txt', 'text/plain', 'text/html'))).toBe(
      "An object's type cannot be changed to text/html, a type that browsers run.",
    )
    expect(
      await refusal(() => checkTypeChange(RULES, 'public', 'artists/7/a.png', 'image/png', 'text/plain')),
    ).toContain('must be pictures or PDF')
    expect(() =>
      checkTypeChange(RULES, 'public', 'site/page.html', 'text/html', 'text/html; charset=utf-8'),
    ).not.toThrow()
    expect(() => checkTypeChange(RULES, 'public', 'site/notes.txt', 'text/plain', undefined)).not.toThrow()
  })

  it('serves every file sandboxed and unsniffed, and anything but a picture as an attachment', () => {
    const html = downloadSafetyHeaders('text/html', 'site/über page.html', 'inline')
    expect(html['content-security-policy']).toMatch(/^sandbox;/)
    expect(html['x-content-type-options']).toBe('nosniff')
    expect(html['content-disposition']).toBe("attachment; filename*=UTF-8''%C3%BCber%20page.html")
    expect(downloadSafetyHeaders('image/svg+xml', 'a/b.svg', undefined)['content-disposition']).toMatch(/^attachment/)
    expect(
      downloadSafetyHeaders('application/pdf', 'a/b.pdf', 'attachment; filename="cv.pdf"')['content-disposition'],
    ).toBe('attachment; filename="cv.pdf"')
    expect(downloadSafetyHeaders('image/png', 'a/b.png', undefined)['content-disposition']).toBeUndefined()
    expect(downloadSafetyHeaders('image/png', 'a/b.png', 'inline; filename="b.png"')['content-disposition']).toBe(
      'inline; filename="b.png"',
    )
  })
})
