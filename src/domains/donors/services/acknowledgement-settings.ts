import { sql } from '@payloadcms/db-postgres'

import { formatMoney } from '@/domains/commerce'
import { rowsOf, type SqlExecutor } from '@/platform/database/transaction'

/**
 * What every acknowledgement of a gift names about the organisation (decision
 * 076): its legal name, its tax number and the statement of what a donor may
 * deduct, kept by staff in the `gift-acknowledgements` global.
 */
export type AcknowledgementSettings = { legalName: string; taxNumber: string; deductibility: string }

/** What a new site says until staff change it: no tax number is made up. */
export const ACKNOWLEDGEMENT_DEFAULTS: AcknowledgementSettings = {
  legalName: 'Vernissage Arts Society',
  taxNumber: '',
  deductibility:
    'Your gift is tax-deductible to the extent allowed by law. Please keep this acknowledgement for your records.',
}

export const SETTING_LIMITS = { legalName: 200, taxNumber: 40, deductibility: 600 } as const

/** Why a setting cannot be saved, in words naming it, or null. */
export function settingProblem(name: keyof AcknowledgementSettings, value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : ''
  const label = {
    legalName: 'The legal name',
    taxNumber: 'The tax number',
    deductibility: 'The deductibility statement',
  }[name]
  if (name !== 'taxNumber' && !text) return `${label} is needed on every acknowledgement: write it.`
  if (text.length > SETTING_LIMITS[name]) return `${label} is longer than ${SETTING_LIMITS[name]} characters.`
  if (name === 'taxNumber' && text && !/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/.test(text)) {
    return 'The tax number may hold letters, digits, spaces, dots, slashes and dashes only (such as 12-3456789).'
  }
  return null
}

/** The settings as saved, each part left unsaved read as its default. */
export async function acknowledgementSettings(db: SqlExecutor): Promise<AcknowledgementSettings> {
  const [row] = await rowsOf<Partial<Record<keyof AcknowledgementSettings, string | null>>>(
    db,
    sql`SELECT legal_name AS "legalName", tax_number AS "taxNumber", deductibility
        FROM gift_acknowledgements ORDER BY id LIMIT 1`,
  )
  return {
    legalName: row?.legalName?.trim() || ACKNOWLEDGEMENT_DEFAULTS.legalName,
    taxNumber: row?.taxNumber?.trim() ?? ACKNOWLEDGEMENT_DEFAULTS.taxNumber,
    deductibility: row?.deductibility?.trim() || ACKNOWLEDGEMENT_DEFAULTS.deductibility,
  }
}

/** The words a gift's acknowledgement says of what was given in return. */
export const NO_GOODS_FOR_A_GIFT = 'No goods or services were provided in exchange for this gift.'

/**
 * What was given in return for a gift, in a sentence: nothing, or — when the
 * gift's order also bought tickets or goods — that they were provided, at
 * their value, paid for apart from the gift.
 */
export function exchangeSentence(goodsMinor: number, currency: string): string {
  if (goodsMinor <= 0) return NO_GOODS_FOR_A_GIFT
  return (
    `Goods or services were provided with this order: the other items on it, valued at ` +
    `${formatMoney({ minor: goodsMinor, currency })} and paid at that price. ` +
    'No goods or services were provided in exchange for the gift itself.'
  )
}
