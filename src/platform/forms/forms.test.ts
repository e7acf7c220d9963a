import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { fieldErrorsOf, idField, text } from '.'

describe('forms in server actions', () => {
  it('reads text fields and ids, whatever arrives', () => {
    const form = new FormData()
    form.set('name', 'Ada')
    form.set('file', new Blob(['x']))
    form.set('id', '42')
    form.set('bad', '4.2')
    expect(text(form, 'name')).toBe('Ada')
    expect(text(form, 'file')).toBe('')
    expect(text(form, 'missing')).toBe('')
    expect(idField(form, 'id')).toBe(42)
    expect(idField(form, 'bad')).toBeUndefined()
    expect(idField(form, 'missing')).toBeUndefined()
  })

  it("gives the first of Zod's messages for each field", () => {
    const schema = z.object({
      email: z.email('Enter an email address.'),
      password: z.string().min(8, 'At least 8 characters.').regex(/\d/, 'Include a digit.'),
      name: z.string(),
    })
    const parsed = schema.safeParse({ email: 'nope', password: 'short', name: 'Ada' })
    expect(parsed.success).toBe(false)
    expect(fieldErrorsOf(parsed.error!)).toEqual({
      email: 'Enter an email address.',
      password: 'At least 8 characters.',
    })
  })
})
