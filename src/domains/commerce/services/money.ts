/**
 * Money is an integer number of the currency's minor units (cents for USD,
 * yen for JPY): never a float, so totals add up exactly. Shown with
 * `Intl.NumberFormat`, which knows each currency's minor digits.
 */
export type Money = { minor: number; currency: string }

/** A currency code as ISO 4217 spells it, or a refusal naming the problem. */
export function currencyCode(value: string): string {
  const code = value.trim().toUpperCase()
  if (!/^[A-Z]{3}$/.test(code)) throw new Error(`"${value}" is not a currency code: use three letters, such as USD.`)
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: code })
  } catch {
    throw new Error(`"${value}" is not a currency this server knows.`)
  }
  return code
}

/** How many minor digits the currency has: 2 for USD and EUR, 0 for JPY, 3 for KWD. */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
}

/** An amount for people to read, in the currency's own form: `$1,250.00`, `¥1,250`. */
export function formatMoney({ minor, currency }: Money, locale = 'en-US'): string {
  if (!Number.isSafeInteger(minor)) throw new Error(`${minor} is not a whole number of minor units.`)
  const digits = minorDigits(currency)
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** digits)
}

/**
 * An amount typed by a person ("25", "25.5", "1,250.00") as minor units, or
 * a refusal in words: more decimals than the currency has, a negative amount
 * or something that is not a number.
 */
export function parseMoney(text: string, currency: string): number {
  const digits = minorDigits(currency)
  const cleaned = text.trim().replace(/,/g, '')
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(cleaned)
  if (!match) throw new Error(`"${text.trim()}" is not an amount: write it as digits, such as 25 or 25.50.`)
  const fraction = match[2] ?? ''
  if (fraction.replace(/0+$/, '').length > digits) {
    throw new Error(
      digits === 0
        ? `${currency} has no smaller unit: write a whole amount.`
        : `${currency} has ${digits} decimal places at most.`,
    )
  }
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0').slice(0, digits) || 0)
}

/** The sum of amounts in one currency; mixing currencies is a mistake, not a conversion. */
export function sumMoney(amounts: readonly Money[], currency: string): Money {
  let minor = 0
  for (const amount of amounts) {
    if (amount.currency !== currency) throw new Error(`Cannot add ${amount.currency} to ${currency}.`)
    minor += amount.minor
  }
  if (!Number.isSafeInteger(minor)) throw new Error('The total is too large.')
  return { minor, currency }
}
