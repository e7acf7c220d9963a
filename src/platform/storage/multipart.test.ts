import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'

import { readMultipartRelated, relatedBoundary } from './multipart'

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString()
}

/** The body as the official client writes it, cut into pieces of `size` bytes. */
function body(media: string, size: number, close = true): Readable {
  const whole =
    '--b0undary\r\nContent-Type: application/json\r\n\r\n{"contentType":"text/plain","metadata":{"a":"1"}}\r\n' +
    `--b0undary\r\nContent-Type: text/plain\r\n\r\n${media}\r\n${close ? '--b0undary--' : ''}`
  const bytes = Buffer.from(whole)
  const pieces: Buffer[] = []
  for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size))
  return Readable.from(pieces)
}

describe('multipart/related uploads', () => {
  it('finds the boundary', () => {
    expect(relatedBoundary('multipart/related; boundary=abc-1')).toBe('abc-1')
    expect(relatedBoundary('multipart/related; boundary="a b"')).toBe('a b')
    expect(relatedBoundary('application/json')).toBeUndefined()
  })

  it.each([1, 3, 7, 64, 10_000])('reads metadata and media in pieces of %i bytes', async (size) => {
    const media = 'line one\r\n--b0undar not quite\r\nend'
    const upload = await readMultipartRelated(body(media, size), 'b0undary')
    expect(upload.metadata).toEqual({ contentType: 'text/plain', metadata: { a: '1' } })
    expect(upload.mediaType).toBe('text/plain')
    expect(await text(upload.media)).toBe(media)
  })

  it('fails the media stream when the body ends before the closing boundary', async () => {
    const upload = await readMultipartRelated(body('cut short', 4, false), 'b0undary')
    await expect(text(upload.media)).rejects.toThrow('ended before its closing boundary')
  })

  it('names bad metadata', async () => {
    const bad = Readable.from([
      Buffer.from('--x\r\nContent-Type: application/json\r\n\r\n{oops\r\n--x\r\n\r\nm\r\n--x--'),
    ])
    await expect(readMultipartRelated(bad, 'x')).rejects.toThrow('not valid JSON')
  })
})
