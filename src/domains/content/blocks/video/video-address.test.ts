import { describe, expect, it } from 'vitest'

import { readVideoAddress, startSeconds } from './video-address'

const read = (value: string) => {
  const reading = readVideoAddress(value)
  if (!reading.ok) throw new Error(reading.message)
  return reading.video
}

const problem = (value: string) => {
  const reading = readVideoAddress(value)
  if (reading.ok) throw new Error(`${value} was read as a video`)
  return reading.message
}

describe('reading a pasted YouTube address', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
    'http://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/live/dQw4w9WgXcQ?si=abc',
    'www.youtube.com/watch?v=dQw4w9WgXcQ',
    '  https://YOUTU.BE/dQw4w9WgXcQ  ',
  ])('plays %s on the no-cookie host', (address) => {
    expect(read(address)).toEqual({
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
      start: null,
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
      watchUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    })
  })

  it('keeps the moment the video starts at', () => {
    expect(read('https://youtu.be/dQw4w9WgXcQ?t=90').start).toBe(90)
    expect(read('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s').embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=90',
    )
    expect(read('https://www.youtube.com/embed/dQw4w9WgXcQ?start=42').watchUrl).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    )
  })

  it('names the problem with an address that names no video', () => {
    expect(problem('https://www.youtube.com/@somechannel')).toMatch(/does not name a video/)
    expect(problem('https://www.youtube.com/watch?v=short')).toMatch(/not a YouTube video’s id/)
  })
})

describe('reading a pasted Vimeo address', () => {
  it.each([
    'https://vimeo.com/76979871',
    'https://www.vimeo.com/76979871',
    'https://player.vimeo.com/video/76979871',
    'https://vimeo.com/channels/staffpicks/76979871',
  ])('plays %s with do-not-track', (address) => {
    expect(read(address)).toEqual({
      provider: 'vimeo',
      id: '76979871',
      start: null,
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
      watchUrl: 'https://vimeo.com/76979871',
    })
  })

  it('keeps an unlisted video’s key and the start time', () => {
    expect(read('https://vimeo.com/76979871/abc123def4#t=2m5s')).toMatchObject({
      start: 125,
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&h=abc123def4#t=125s',
      watchUrl: 'https://vimeo.com/76979871/abc123def4#t=125s',
    })
    expect(read('https://player.vimeo.com/video/76979871?h=abc123def4').embedUrl).toContain('&h=abc123def4')
  })

  it('names the problem with an address that names no video', () => {
    expect(problem('https://vimeo.com/staffpicks')).toMatch(/does not name a video/)
  })
})

describe('refusing what is not a YouTube or Vimeo video', () => {
  it.each([
    'https://youtube.com.example.org/watch?v=dQw4w9WgXcQ',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://evil-youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com.example.org/76979871',
    'https://example.org/?u=https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  ])('refuses the lookalike %s, naming its host', (address) => {
    expect(problem(address)).toMatch(/Only YouTube and Vimeo videos can be shown; .+ is neither/)
  })

  it.each([
    'javascript:alert(1)',
    'ftp://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://user@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:8080/watch?v=dQw4w9WgXcQ',
    'not an address at all',
  ])('refuses %s', (address) => {
    expect(problem(address)).toMatch(/YouTube or Vimeo/)
  })

  it('asks for an address when there is none', () => {
    expect(problem('  ')).toBe('Paste the address of the video (YouTube or Vimeo).')
  })
})

describe('start times', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['1m30s', 90],
    ['1h2m3s', 3723],
    ['2m', 120],
    ['0', null],
    ['abc', null],
    ['', null],
  ])('reads %s as %s', (value, seconds) => {
    expect(startSeconds(value)).toBe(seconds)
  })
})
