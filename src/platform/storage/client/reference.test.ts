import { describe, expect, it } from 'vitest'

import { getStorage, ref, Reference } from './reference'

describe('references', () => {
  const storage = getStorage({ baseUrl: 'https://example.org/' })

  it('takes the bucket from the first segment', () => {
    const portrait = ref(storage, 'public/artists/12/portrait.jpg')
    expect(portrait).toMatchObject({ bucket: 'public', objectPath: 'artists/12/portrait.jpg', name: 'portrait.jpg' })
    expect(portrait.fullPath).toBe('public/artists/12/portrait.jpg')
    expect(portrait.storage.baseUrl).toBe('https://example.org')
    expect(portrait.toString()).toBe('gs://public/artists/12/portrait.jpg')
  })

  it('ignores leading, trailing and repeated slashes', () => {
    expect(ref(storage, '/public//artists/12/').fullPath).toBe('public/artists/12')
  })

  it('goes up to the root of the bucket, and no further', () => {
    const portrait = ref(storage, 'public/artists/12/portrait.jpg')
    expect(portrait.parent?.fullPath).toBe('public/artists/12')
    expect(portrait.parent?.parent?.parent?.fullPath).toBe('public')
    expect(portrait.parent?.parent?.parent?.isRoot).toBe(true)
    expect(portrait.parent?.parent?.parent?.parent).toBeNull()
    expect(portrait.root).toMatchObject({
      bucket: 'public',
      objectPath: '',
      name: '',
      fullPath: 'public',
      isRoot: true,
    })
  })

  it('goes down with child and with ref(parent, path)', () => {
    const artists = ref(storage, 'public/artists')
    expect(artists.child('12/portrait.jpg').fullPath).toBe('public/artists/12/portrait.jpg')
    expect(ref(artists, '/12/').fullPath).toBe('public/artists/12')
    expect(ref(artists)).toBe(artists)
    expect(artists.root.child('x').fullPath).toBe('public/x')
    expect(artists.child('')).toBe(artists)
  })

  it('reads gs:// addresses', () => {
    expect(ref(storage, 'gs://private/users/3/cv.pdf')).toMatchObject({
      bucket: 'private',
      objectPath: 'users/3/cv.pdf',
    })
    expect(() => ref(storage, 'gs://')).toThrow(expect.objectContaining({ code: 'storage/invalid-url' }))
  })

  it('needs a bucket: there is no default one', () => {
    expect(() => ref(storage, '')).toThrow(expect.objectContaining({ code: 'storage/no-default-bucket' }))
    expect(() => ref('/')).toThrow(expect.objectContaining({ code: 'storage/no-default-bucket' }))
  })

  it('uses the page’s own storage by default, shared', () => {
    const portrait = ref('public/a.png')
    expect(portrait).toBeInstanceOf(Reference)
    expect(portrait.storage).toBe(getStorage())
    expect(portrait.storage.baseUrl).toBe('')
    expect(getStorage({})).not.toBe(getStorage())
  })
})
