import { describe, expect, it } from 'vitest'

import { safeNextPath } from './next-path'
import { SUSPENDED_MESSAGE } from '../collections/Users'
import { signInFailureMessage, signInSchema } from './sign-in'
import { throttleMessage } from './sign-in-throttle'

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

  it('explains suspensions, and never says which half was wrong', () => {
    const wrong = new Error('The email or password provided is incorrect.')
    expect(signInFailureMessage(wrong)).toBe('The email or password is incorrect.')
    expect(signInFailureMessage(new Error(SUSPENDED_MESSAGE))).toBe(SUSPENDED_MESSAGE)
    expect(signInFailureMessage(new Error('database exploded'))).toBe('The email or password is incorrect.')
    expect(signInFailureMessage('weird')).toBe('The email or password is incorrect.')
  })

  it('passes on when to try again after too many failures', () => {
    expect(signInFailureMessage(new Error(throttleMessage('address', 15_000)))).toBe(
      'Too many failed sign-ins from your network. Try again in 15 seconds, or reset your password.',
    )
    expect(signInFailureMessage(new Error(throttleMessage('account', 240_000)))).toBe(
      'Too many failed sign-ins for this account. Try again in 4 minutes, or reset your password.',
    )
  })
})
