import { describe, expect, it } from 'vitest'

import { safeNextPath } from './next-path'
import { signInFailureMessage, signInSchema } from './sign-in'

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
    const named = (name: string, message = '') => Object.assign(new Error(message), { name })
    expect(signInFailureMessage(named('AuthenticationError'))).toBe('The email or password is incorrect.')
    expect(signInFailureMessage(named('LockedAuth'))).toMatch(/locked for 10 minutes/)
    expect(signInFailureMessage(named('APIError', 'This account is suspended.'))).toBe('This account is suspended.')
    expect(signInFailureMessage('weird')).toBe('The email or password is incorrect.')
  })
})
