import { describe, expect, it } from 'vitest'

import { CONTACT_IMPORT_FIELDS } from '@/domains/contacts'

import { cellsOf, guessMapping, headerWords, mappingFromForm } from './mapping'

describe('guessMapping', () => {
  it('reads the headers as people write them', () => {
    expect(headerWords('E-mail')).toBe('email')
    expect(headerWords(' Email address ')).toBe('emailaddress')
    expect(headerWords('Prénom')).toBe('prenom')
  })

  it('maps "E-mail", "First name" and "Last name", and leaves unknown columns out', () => {
    const mapping = guessMapping(['First name', 'Last name', 'E-mail', 'Shoe size', 'Tags'], CONTACT_IMPORT_FIELDS)
    expect(mapping).toMatchObject({ email: 2, firstName: 0, lastName: 1, tags: 4, name: null, phone: null })
  })

  it('maps "Email address" and "Full name", each column once', () => {
    const mapping = guessMapping(['Full name', 'Email address', 'Email'], CONTACT_IMPORT_FIELDS)
    expect(mapping.email).toBe(1)
    expect(mapping.name).toBe(0)
  })
})

describe('mappingFromForm', () => {
  const headers = ['Email', 'Name', 'Tags']

  it('takes the columns chosen', () => {
    const checked = mappingFromForm(
      { 'column-email': '0', 'column-name': '1', 'column-tags': '' },
      headers,
      CONTACT_IMPORT_FIELDS,
    )
    expect(checked).toMatchObject({ ok: true, mapping: { email: 0, name: 1, tags: null } })
  })

  it('refuses a mapping without the email, and a column used twice, in words', () => {
    const checked = mappingFromForm({ 'column-name': '1', 'column-role': '1' }, headers, CONTACT_IMPORT_FIELDS)
    expect(checked).toEqual({
      ok: false,
      fieldErrors: {
        'column-email': 'Choose the column that holds the email.',
        'column-role': 'The column “Name” already fills name.',
      },
    })
  })

  it('refuses a column the file does not have', () => {
    expect(mappingFromForm({ 'column-email': '7' }, headers, CONTACT_IMPORT_FIELDS)).toMatchObject({ ok: false })
  })
})

describe('cellsOf', () => {
  it('gives each mapped field its cell, a missing cell empty', () => {
    expect(cellsOf({ email: 0, name: 2, tags: null }, ['a@example.org', 'x'])).toEqual({
      email: 'a@example.org',
      name: '',
    })
  })
})
