import { describe, expect, it } from 'vitest'

import {
  artworkChangeRefusal,
  idOf,
  linkProblem,
  profileChangeRefusal,
  PUBLISH_REFUSAL,
  rejectionProblem,
  richTextWords,
  statementProblem,
  STATEMENT_MAX_LENGTH,
  statusAfterArtistSave,
  submissionProblems,
  tagsProblem,
  yearProblem,
  type ProfileFields,
} from './rules'

const ada = { id: 7, roles: ['artist'] }
const published: ProfileFields = {
  owner: 7,
  displayName: 'Ada Lee',
  slug: 'ada-lee',
  status: 'published',
  verified: true,
  verifiedAt: '2026-03-01T10:00:00.000Z',
  rejectionReason: null,
}

describe('what an artist may change on their profile', () => {
  it('creates a profile only for themself', () => {
    expect(profileChangeRefusal(ada, { data: { displayName: 'Ada' } })).toBeNull()
    expect(profileChangeRefusal(ada, { data: { owner: 7 } })).toBeNull()
    expect(profileChangeRefusal(ada, { data: { owner: { id: 7 } } })).toBeNull()
    expect(profileChangeRefusal(ada, { data: { owner: 8 } })).toBe(
      'You can create an artist profile only for yourself.',
    )
  })

  it('never moves a profile to someone else', () => {
    expect(profileChangeRefusal(ada, { data: { owner: 8 }, original: published })).toMatch(/only staff move it/)
    expect(profileChangeRefusal(ada, { data: { owner: '7' }, original: published })).toBeNull()
  })

  it('never verifies, on creation or later', () => {
    expect(profileChangeRefusal(ada, { data: { verified: true } })).toBe('Only staff verify a profile.')
    expect(profileChangeRefusal(ada, { data: { verifiedAt: '2026-01-01T00:00:00.000Z' } })).toBe(
      'Only staff verify a profile.',
    )
    expect(profileChangeRefusal(ada, { data: { verified: false } })).toBeNull()
    const unverified = { ...published, verified: false, verifiedAt: null }
    expect(profileChangeRefusal(ada, { data: { verified: true }, original: unverified })).toBe(
      'Only staff verify a profile.',
    )
    expect(profileChangeRefusal(ada, { data: { verified: false }, original: published })).toBe(
      'Only staff verify a profile.',
    )
  })

  it('accepts the unchanged values of a whole document sent back', () => {
    expect(profileChangeRefusal(ada, { data: { ...published, bio: 'New bio' }, original: published })).toBeNull()
  })

  it('never sets the address or a rejection reason', () => {
    expect(profileChangeRefusal(ada, { data: { slug: 'the-best' }, original: published })).toMatch(/only staff change/)
    expect(profileChangeRefusal(ada, { data: { slug: 'the-best' } })).toMatch(/only staff change/)
    expect(profileChangeRefusal(ada, { data: { rejectionReason: 'none' }, original: published })).toMatch(
      /Only staff give the reason/,
    )
  })

  it('saves drafts and submits, but never publishes, hides or rejects', () => {
    const draft = { ...published, status: 'draft' as const }
    expect(profileChangeRefusal(ada, { data: { status: 'pending' }, original: draft })).toBeNull()
    expect(profileChangeRefusal(ada, { data: { status: 'draft' }, original: published })).toBeNull()
    expect(profileChangeRefusal(ada, { data: { status: 'published' }, original: draft })).toBe(PUBLISH_REFUSAL)
    expect(profileChangeRefusal(ada, { data: { status: 'published' } })).toBe(PUBLISH_REFUSAL)
    expect(profileChangeRefusal(ada, { data: { status: 'hidden' }, original: published })).toMatch(
      /Only staff hide or reject/,
    )
    expect(profileChangeRefusal(ada, { data: { status: 'rejected' }, original: draft })).toMatch(
      /Only staff hide or reject/,
    )
  })
})

describe('the status an artist’s save leaves', () => {
  it('keeps a submission, and makes anything else a draft', () => {
    expect(statusAfterArtistSave('pending')).toBe('pending')
    for (const status of [undefined, null, 'draft', 'published', 'hidden', 'rejected'] as const) {
      expect(statusAfterArtistSave(status)).toBe('draft')
    }
  })
})

describe('what a profile needs before it is submitted', () => {
  it('names each missing thing', () => {
    expect(submissionProblems({ displayName: ' ', bio: '', mediums: [] }).map((problem) => problem.path)).toEqual([
      'displayName',
      'bio',
      'mediums',
    ])
    expect(submissionProblems({ displayName: 'Ada', bio: 'Painter.', mediums: [3] })).toEqual([])
  })

  it('asks for the reason of a rejection', () => {
    expect(rejectionProblem('rejected', ' ')).toMatch(/Say why/)
    expect(rejectionProblem('rejected', 'Blurry images.')).toBeUndefined()
    expect(rejectionProblem('published', null)).toBeUndefined()
  })
})

describe('what an artist may change on an artwork', () => {
  it('adds artworks only to their own profile', () => {
    expect(artworkChangeRefusal(ada, { data: { status: 'published' }, profileOwner: 7 })).toBeNull()
    expect(artworkChangeRefusal(ada, { data: {}, profileOwner: { id: 7 } })).toBeNull()
    expect(artworkChangeRefusal(ada, { data: {}, profileOwner: 8 })).toBe(
      'You can add artworks only to your own artist profile.',
    )
  })

  it('publishes and withdraws their artworks, but neither hides nor shows a hidden one', () => {
    const hidden = { status: 'hidden' as const }
    expect(
      artworkChangeRefusal(ada, { data: { status: 'draft' }, original: { status: 'published' }, profileOwner: 7 }),
    ).toBeNull()
    expect(artworkChangeRefusal(ada, { data: { status: 'hidden' }, profileOwner: 7 })).toMatch(/Only staff hide/)
    expect(artworkChangeRefusal(ada, { data: { status: 'published' }, original: hidden, profileOwner: 7 })).toMatch(
      /only staff show it again/,
    )
    expect(artworkChangeRefusal(ada, { data: { title: 'x' } as never, original: hidden, profileOwner: 7 })).toBeNull()
  })

  it('never sets the address', () => {
    expect(artworkChangeRefusal(ada, { data: { slug: 'mine' }, original: { slug: 'bowl' }, profileOwner: 7 })).toMatch(
      /only staff change it/,
    )
  })
})

describe('single fields', () => {
  it('accepts http and https links only, written in full', () => {
    expect(linkProblem('https://ada.example.org/work')).toBeUndefined()
    expect(linkProblem('http://instagram.com/ada')).toBeUndefined()
    expect(linkProblem('javascript:alert(1)')).toMatch(/starts with https/)
    expect(linkProblem('ftp://example.org')).toMatch(/starts with https/)
    expect(linkProblem('ada.example.org')).toMatch(/not a web address/)
    expect(linkProblem('https://localhost')).toMatch(/not a web address/)
    expect(linkProblem('https://me:secret@example.org')).toMatch(/not a web address/)
    expect(linkProblem('')).toMatch(/Give the address/)
    expect(linkProblem(`https://example.org/${'a'.repeat(500)}`)).toMatch(/at most 500/)
  })

  it('reads the words of a rich-text statement and limits its length', () => {
    const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })
    const statement = { root: { type: 'root', children: [paragraph('Clay and fire.'), paragraph('Blue glaze.')] } }
    expect(richTextWords(statement)).toBe('Clay and fire.\nBlue glaze.')
    expect(richTextWords(null)).toBe('')
    expect(statementProblem(statement)).toBeUndefined()
    const long = { root: { type: 'root', children: [paragraph('a'.repeat(STATEMENT_MAX_LENGTH + 1))] } }
    expect(statementProblem(long)).toMatch(/at most 8000 characters/)
  })

  it('checks the year, tags and relationship ids', () => {
    const now = new Date('2026-06-01T00:00:00Z')
    expect(yearProblem(2027, now)).toBeUndefined()
    expect(yearProblem(null, now)).toBeUndefined()
    expect(yearProblem(2028, now)).toMatch(/from 1000 to 2027/)
    expect(yearProblem(1999.5, now)).toMatch(/four digits/)
    expect(tagsProblem(['blue', 'clay'])).toBeUndefined()
    expect(tagsProblem(Array.from({ length: 21 }, (_, n) => `t${n}`))).toMatch(/at most 20 tags/)
    expect(tagsProblem(['x'.repeat(41)])).toMatch(/at most 40 characters/)
    expect(tagsProblem([' '])).toMatch(/cannot be empty/)
    expect([idOf(3), idOf({ id: 4 }), idOf(null), idOf('')]).toEqual([3, 4, null, null])
  })
})
