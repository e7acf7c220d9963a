import { Linter, type Rule } from 'eslint'
import { describe, expect, it } from 'vitest'

import { datesInZone } from '../../../eslint-local-rules.mjs'

/** What `vernissage/dates-in-zone` says of a piece of code: the lines it refuses (decision 072). */
function refused(code: string): number[] {
  const linter = new Linter({ configType: 'flat' })
  const messages = linter.verify(code, [
    {
      plugins: { vernissage: { rules: { 'dates-in-zone': datesInZone as Rule.RuleModule } } },
      rules: { 'vernissage/dates-in-zone': 'error' },
    },
  ])
  return messages.map((message) => message.line)
}

describe('the lint rule dates-in-zone', () => {
  it('refuses a date written without a zone, or in UTC', () => {
    expect(refused("new Intl.DateTimeFormat('en-US', { dateStyle: 'long' })")).toEqual([1])
    expect(refused("Intl.DateTimeFormat('en-US')")).toEqual([1])
    expect(refused("new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })")).toEqual([1])
    expect(refused('const options = { timeZone }\nnew Intl.DateTimeFormat(undefined, options)')).toEqual([2])
    expect(refused('date.toLocaleDateString()')).toEqual([1])
    expect(refused("date.toLocaleString('en-US')")).toEqual([1])
    expect(refused("date.toLocaleTimeString('en-US', { timeZone: 'utc' })")).toEqual([1])
  })

  it('lets through a date given its zone, and numbers written with Intl.NumberFormat', () => {
    expect(refused("new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone })")).toEqual([])
    expect(refused("date.toLocaleDateString('en-US', { timeZone: config().TIMEZONE })")).toEqual([])
    expect(refused("new Intl.NumberFormat('en-US').format(1200)")).toEqual([])
  })
})
