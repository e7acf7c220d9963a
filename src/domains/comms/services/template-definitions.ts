import type { Payload } from 'payload'

import type { TemplateContext, TemplateValue, TemplateWords } from './templates'

/** A merge field a template may name: what it is, for staff, and a value to preview with. */
export type MergeField = { description: string; example: string }

/** The data of a real record to preview a template with, and which record it is, in words. */
export type PreviewContext = { context: TemplateContext; record: string }

/**
 * A mail whose words staff may edit (decision 046), given by the domain that
 * sends it, as product kinds are given to commerce: its key, its label, the
 * merge fields it offers (by dotted name, `gift.amount`), the words it has
 * until staff change them, and the data of a real record to preview with —
 * null when there is none yet, and then the fields' examples are shown.
 */
export type TemplateDefinition = {
  key: string
  label: string
  /** When and to whom the mail is sent, for the editor. */
  description: string
  fields: Readonly<Record<string, MergeField>>
  defaults: TemplateWords
  /** Who may edit it, as a control-panel tool's `needs` (staff when not given). */
  needs?: 'staff' | 'admin'
  /** `search`: words staff typed to choose the record (a name, an email), or nothing for the newest. */
  previewContext(payload: Payload, search?: string): Promise<PreviewContext | null>
}

const KEY = /^[a-z][a-z0-9-]{0,63}$/
const FIELD = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)*$/

/** The context the fields' examples make, nested as the fields are named. */
export function exampleContext(fields: Readonly<Record<string, MergeField>>): TemplateContext {
  const context: Record<string, TemplateValue> = {}
  for (const [name, field] of Object.entries(fields)) {
    const path = name.split('.')
    let into = context
    for (const key of path.slice(0, -1)) {
      const next = into[key]
      into = (into[key] = next && typeof next === 'object' ? next : {}) as Record<string, TemplateValue>
    }
    into[path.at(-1)!] = field.example
  }
  return context
}

/**
 * The templates this application sends, assembled with its Payload config
 * (`custom.emailTemplates`) so every bundle that reaches Payload reaches the
 * same ones. A definition that is not one (a bad key or field name, a field
 * named both as a value and as a group) is a mistake in the code, refused at once.
 */
export class EmailTemplateDefinitions {
  private readonly definitions = new Map<string, TemplateDefinition>()

  constructor(definitions: readonly TemplateDefinition[] = []) {
    for (const definition of definitions) this.register(definition)
  }

  register(definition: TemplateDefinition): void {
    if (!KEY.test(definition.key)) {
      throw new Error(`"${definition.key}" is not a mail template's key: use lower-case letters, digits and dashes.`)
    }
    if (this.definitions.has(definition.key)) {
      throw new Error(`The mail template "${definition.key}" is registered twice.`)
    }
    const names = Object.keys(definition.fields)
    const bad = names.find((name) => !FIELD.test(name))
    if (bad) throw new Error(`"${bad}" is not a merge field's name: use letters, digits and dots (gift.amount).`)
    const group = names.find((name) => names.some((other) => other.startsWith(`${name}.`)))
    if (group) throw new Error(`The merge field "${group}" of "${definition.key}" is also a group of fields.`)
    this.definitions.set(definition.key, definition)
  }

  get(key: string): TemplateDefinition | undefined {
    return this.definitions.get(key)
  }

  /** The definition of that key; an unknown one is refused in words. */
  require(key: string): TemplateDefinition {
    const definition = this.definitions.get(key)
    if (!definition) throw new Error(`No mail template "${key}" is registered.`)
    return definition
  }

  keys(): string[] {
    return [...this.definitions.keys()].sort()
  }
}

/** The template definitions of the application Payload was built with. */
export function emailTemplateDefinitions(payload: Pick<Payload, 'config'>): EmailTemplateDefinitions {
  const definitions = payload.config.custom?.emailTemplates as EmailTemplateDefinitions | undefined
  // Not `instanceof`: the config may have been built by another bundle of the app, with its own copy of the class.
  if (typeof definitions?.require !== 'function') {
    throw new Error(
      'The Payload config has no mail templates: set custom.emailTemplates to new EmailTemplateDefinitions([...]).',
    )
  }
  return definitions
}
