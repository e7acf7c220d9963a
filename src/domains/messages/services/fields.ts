import type { Fields, Value } from '@/platform/documents'

/** Reading and writing the typed values of the message centre's documents (the contract of issue 40). */

export const textOf = (value: Value | undefined): string | null =>
  value && 'stringValue' in value ? value.stringValue : null

export const integerOf = (value: Value | undefined): number | null =>
  value && 'integerValue' in value ? Number(value.integerValue) : null

export const timeOf = (value: Value | undefined): Date | null =>
  value && 'timestampValue' in value ? new Date(value.timestampValue) : null

export const mapOf = (value: Value | undefined): Fields | null =>
  value && 'mapValue' in value ? (value.mapValue.fields ?? {}) : null

export const text = (value: string): Value => ({ stringValue: value })
export const integer = (value: number): Value => ({ integerValue: String(value) })
export const time = (value: Date): Value => ({ timestampValue: value.toISOString() })
export const NULL: Value = { nullValue: null }
