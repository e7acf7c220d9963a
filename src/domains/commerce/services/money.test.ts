import { describe, expect, it } from 'vitest'

import { currencyCode, formatMoney, minorDigits, parseMoney, sumMoney } from './money'

describe('money in minor units', () => {
  it('knows each currency’s minor digits', () => {
    expect([minorDigits('USD'), minorDigits('EUR'), minorDigits('JPY'), minorDigits('KWD')]).toEqual([2, 2, 0, 3])
  })

  it('shows an amount in the currency’s own form', () => {
    expect(formatMoney({ minor: 125_000, currency: 'USD' })).toBe('$1,250.00')
    expect(formatMoney({ minor: 5, currency: 'USD' })).toBe('$0.05')
    expect(formatMoney({ minor: 1250, currency: 'JPY' })).toBe('¥1,250')
    expect(formatMoney({ minor: 125_000, currency: 'EUR' }, 'de-DE')).toBe('1.250,00\u00a0€')
    expect(() => formatMoney({ minor: 1.5, currency: 'USD' })).toThrow('not a whole number of minor units')
  })

  it.each([
    ['25', 'USD', 2500],
    ['25.5', 'USD', 2550],
    ['25.50', 'USD', 2550],
    [' 1,250.00 ', 'USD', 125_000],
    ['0.05', 'USD', 5],
    ['1250', 'JPY', 1250],
    ['1250.0', 'JPY', 1250],
    ['1.234', 'KWD', 1234],
  ])('reads "%s" %s as %i minor units', (text, currency, minor) => {
    expect(parseMoney(text, currency)).toBe(minor)
  })

  it.each([
    ['25.555', 'USD', 'USD has 2 decimal places at most.'],
    ['12.5', 'JPY', 'JPY has no smaller unit: write a whole amount.'],
    ['-5', 'USD', 'is not an amount'],
    ['ten', 'USD', 'is not an amount'],
    ['', 'USD', 'is not an amount'],
    ['1e3', 'USD', 'is not an amount'],
  ])('refuses "%s" %s in words', (text, currency, message) => {
    expect(() => parseMoney(text, currency)).toThrow(message)
  })

  it('adds amounts of one currency exactly, and refuses to mix currencies', () => {
    const amounts = Array.from({ length: 10 }, () => ({ minor: 10, currency: 'USD' }))
    expect(sumMoney(amounts, 'USD')).toEqual({ minor: 100, currency: 'USD' })
    expect(() => sumMoney([{ minor: 1, currency: 'EUR' }], 'USD')).toThrow('Cannot add EUR to USD.')
  })

  it('takes a currency code in any case, and refuses one it does not know', () => {
    expect(currencyCode(' usd ')).toBe('USD')
    expect(() => currencyCode('dollars')).toThrow('not a currency code')
  })
})
