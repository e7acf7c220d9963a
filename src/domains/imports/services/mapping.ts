import type { TargetField } from './targets'

/** Which column (by its index in the header) fills each field; null: none. */
export type Mapping = Record<string, number | null>

/** Headers as people write them, reduced to letters and digits, for each field. */
const SAME_AS: Record<string, readonly string[]> = {
  email: ['email', 'emailaddress', 'mail', 'emailadress', 'courriel', 'primaryemail'],
  name: ['name', 'fullname', 'contactname', 'displayname', 'contact'],
  firstName: ['firstname', 'givenname', 'forename', 'first', 'prenom'],
  lastName: ['lastname', 'surname', 'familyname', 'last', 'nom'],
  phone: ['phone', 'telephone', 'tel', 'mobile', 'phonenumber', 'cell'],
  role: ['role', 'title', 'jobtitle', 'position'],
  category: ['category', 'type', 'kind', 'contacttype'],
  notes: ['notes', 'note', 'comments', 'comment', 'remarks'],
  tags: ['tags', 'tag', 'labels', 'groups', 'lists'],
  organisation: ['organisation', 'organization', 'company', 'employer', 'org'],
  amount: ['amount', 'gift', 'giftamount', 'donation', 'donationamount', 'value', 'total', 'sum'],
  givenOn: ['date', 'giftdate', 'donationdate', 'dategiven', 'received', 'receivedon', 'paidon', 'given'],
  bio: ['bio', 'biography', 'about', 'artiststatement', 'description'],
  plan: ['plan', 'membership', 'membershipplan', 'membershiptype', 'membershiplevel', 'level'],
  startsOn: ['startdate', 'start', 'startson', 'started', 'joined', 'membersince', 'from'],
  endsOn: ['enddate', 'end', 'endson', 'expires', 'expiry', 'expirydate', 'renewaldate', 'until'],
}

/** "E-mail", "Email address", "First  name" → "email", "emailaddress", "firstname". */
export function headerWords(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

/** The mapping guessed from the headers: each field the first column whose header means it, each column used once. */
export function guessMapping(headers: readonly string[], fields: readonly TargetField[]): Mapping {
  const words = headers.map(headerWords)
  const used = new Set<number>()
  const mapping: Mapping = {}
  for (const field of fields) {
    const names = SAME_AS[field.key] ?? [headerWords(field.label)]
    const column = words.findIndex((word, index) => !used.has(index) && names.includes(word))
    mapping[field.key] = column === -1 ? null : column
    if (column !== -1) used.add(column)
  }
  return mapping
}

/**
 * A mapping as the form sent it (`column-{field}`: a column's index or empty),
 * checked against the headers: a column used twice, or a required field left
 * without one, is a problem in words.
 */
export function mappingFromForm(
  form: Record<string, string>,
  headers: readonly string[],
  fields: readonly TargetField[],
): { ok: true; mapping: Mapping } | { ok: false; fieldErrors: Record<string, string> } {
  const mapping: Mapping = {}
  const fieldErrors: Record<string, string> = {}
  const taken = new Map<number, string>()
  for (const field of fields) {
    const typed = (form[`column-${field.key}`] ?? '').trim()
    if (!typed) {
      mapping[field.key] = null
      if (field.required)
        fieldErrors[`column-${field.key}`] = `Choose the column that holds the ${field.label.toLowerCase()}.`
      continue
    }
    const column = /^\d{1,4}$/.test(typed) ? Number(typed) : -1
    if (column < 0 || column >= headers.length) {
      fieldErrors[`column-${field.key}`] = 'Choose one of the file’s columns.'
      continue
    }
    const other = taken.get(column)
    if (other)
      fieldErrors[`column-${field.key}`] = `The column “${headers[column]}” already fills ${other.toLowerCase()}.`
    taken.set(column, field.label)
    mapping[field.key] = column
  }
  return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: true, mapping }
}

/** A line's cells by field, as the mapping says. */
export function cellsOf(mapping: Mapping, line: readonly string[]): Partial<Record<string, string>> {
  const cells: Partial<Record<string, string>> = {}
  for (const [key, column] of Object.entries(mapping)) if (column !== null) cells[key] = line[column] ?? ''
  return cells
}
