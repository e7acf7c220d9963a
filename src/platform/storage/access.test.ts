import { describe, expect, it } from 'vitest'

import { canList, canRead, canWrite, ownerOf, refusal } from './access'

const BOTH = ['public', 'private'] as const
const owner = { id: '7', staff: false, personalFolders: BOTH }
const other = { id: '8', staff: false, personalFolders: BOTH }
const staff = { id: '1', staff: true }
const callers = { owner, other, anonymous: undefined, staff }

describe('storage access rules', () => {
  it.each([
    // bucket, path, [owner, other, anonymous, staff] may read, … may write
    ['public', 'artists/7/portrait.jpg', [true, true, true, true], [true, false, false, true]],
    ['public', 'site/banner.jpg', [true, true, true, true], [false, false, false, true]],
    ['private', 'users/7/contract.pdf', [true, false, false, true], [true, false, false, true]],
    ['private', 'users/7/nested/deep/file', [true, false, false, true], [true, false, false, true]],
    ['private', 'finance/2026.csv', [false, false, false, true], [false, false, false, true]],
  ] as const)('%s/%s', (bucket, name, reads, writes) => {
    const who = Object.values(callers)
    expect(who.map((caller) => canRead(caller, bucket, name))).toEqual(reads)
    expect(who.map((caller) => canWrite(caller, bucket, name))).toEqual(writes)
  })

  it('lets a person write in a folder only when they hold it by their roles', () => {
    // A member holds their private folder but not the artists' folder of the public bucket.
    const member = { id: '7', staff: false, personalFolders: ['private'] as const }
    expect(canWrite(member, 'public', 'artists/7/portrait.jpg')).toBe(false)
    expect(canWrite(member, 'private', 'users/7/contract.pdf')).toBe(true)
    expect(canWrite(owner, 'public', 'artists/7/portrait.jpg')).toBe(true)
    const nobody = { id: '7', staff: false }
    expect(canWrite(nobody, 'private', 'users/7/contract.pdf')).toBe(false)
    expect(canRead(nobody, 'private', 'users/7/contract.pdf')).toBe(false)
    expect(canList(nobody, 'private', 'users/7/')).toBe(false)
  })

  it('does not take a look-alike path for a person’s folder', () => {
    expect(canWrite(owner, 'public', 'artists/7')).toBe(false)
    expect(canWrite(owner, 'public', 'artists/77/x')).toBe(false)
    expect(canWrite(owner, 'private', 'artists/7/x')).toBe(false)
    expect(canWrite(owner, 'public', 'users/7/x')).toBe(false)
    expect(canRead(owner, 'private', 'users/70/x')).toBe(false)
  })

  it('finds the owner whose quota a path counts against', () => {
    expect(ownerOf('public', 'artists/7/a/b.jpg')).toBe('7')
    expect(ownerOf('private', 'users/7/a.pdf')).toBe('7')
    expect(ownerOf('public', 'site/a.jpg')).toBeUndefined()
    expect(ownerOf('private', 'users/7')).toBeUndefined()
    expect(ownerOf('private', 'users//a')).toBeUndefined()
  })

  it('lets a person list only inside their own folder of the private bucket', () => {
    expect(canList(undefined, 'public', '')).toBe(true)
    expect(canList(owner, 'private', 'users/7/')).toBe(true)
    expect(canList(owner, 'private', 'users/7/photos/')).toBe(true)
    expect(canList(owner, 'private', 'users/7')).toBe(false)
    expect(canList(owner, 'private', 'users/')).toBe(false)
    expect(canList(other, 'private', 'users/7/')).toBe(false)
    expect(canList(undefined, 'private', 'users/7/')).toBe(false)
    expect(canList(staff, 'private', '')).toBe(true)
  })

  it('refuses nobody with 401 and somebody with 403', () => {
    expect(refusal(undefined, 'upload here')).toMatchObject({ code: 'storage/unauthenticated', httpStatus: 401 })
    expect(refusal(other, 'upload here')).toMatchObject({ code: 'storage/unauthorized', httpStatus: 403 })
  })
})
