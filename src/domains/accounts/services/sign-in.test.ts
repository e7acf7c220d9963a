import { describe, expect, it } from 'vitest'

import { addressLimitMessage } from './address-limit'

import { safeNextPath } from './next-path'
import { SUSPENDED_MESSAGE } from '../collections/Users'
import { LOCKED_MESSAGE, signInFailureMessage, signInSchema } from './sign-in'

describe('the return path after signing in', () => {
  it('keeps local paths with their query', () => {
    expect(safeNextPath('/cpanel/collections/users?limit=10#top')).toBe('/cpanel/collections/users?limit=10#top')
    expect(safeNextPath('/')).toBe('/')
  })

  it('refuses anything that could leave the site', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/\t/evil.example',
      '',
      undefined,
      ['/a'],
    ]) {
      expect(safeNextPath(next, '/home')).toBe('/home')
    }
  })
})

describe('signing in', () => {
  it('names what is wrong with the form', () => {
    const result = signInSchema.safeParse({ email: 'not-an-email', password: '' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['email', 'Enter your email address, like name@example.org.'],
      ['password', 'Enter your password.'],
    ])
  })

  it('explains lockouts and suspensions, and never says which half was wrong', () => {
    const now = new Date('2026-11-21T12:00:00Z')
    const wrong = new Error('The email or password provided is incorrect.')
    expect(signInFailureMessage(wrong, { lockUntil: null }, now)).toBe('The email or password is incorrect.')
    expect(signInFailureMessage(wrong, { lockUntil: '2026-11-21T12:05:00Z' }, now)).toBe(LOCKED_MESSAGE)
    expect(signInFailureMessage(wrong, { lockUntil: '2026-11-21T11:55:00Z' }, now)).toBe(
      'The email or password is incorrect.',
    )
    expect(signInFailureMessage(new Error(SUSPENDED_MESSAGE), null, now)).toBe(SUSPENDED_MESSAGE)
    expect(signInFailureMessage(new Error('database exploded'), null, now)).toBe('The email or password is incorrect.')
    expect(signInFailureMessage('weird')).toBe('The email or password is incorrect.')
  })

  it('passes on the refusal of a client address that failed too often', () => {
    const refusal = addressLimitMessage(new Date('2026-01-01T10:15:00Z'), new Date('2026-01-01T10:00:00Z'))
    expect(signInFailureMessage(new Error(refusal))).toBe(
      'Too many failed sign-ins from your network. Try again in 15 minutes, or reset your password.',
    )
  })
})
