/** What the add-members form shows: the fields as typed, and the outcome of the last try. */
export type AddMemberFields = { name: string; email: string; roles: string[]; invite: boolean }

export type AddMemberState = {
  status: 'idle' | 'error' | 'done'
  message?: string
  fields: AddMemberFields
  fieldErrors?: Partial<Record<'name' | 'email' | 'roles', string>>
  /** The account just added, or the one that already has the address. */
  person?: { id: number; email: string }
}

export const EMPTY_MEMBER: AddMemberFields = { name: '', email: '', roles: [], invite: true }
