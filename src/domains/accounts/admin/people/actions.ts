'use server'

import { isStaff } from '../../roles'
import { INVITATION_LIFETIME_MS } from '../../services/account-mail'
import { addMember, addMemberSchema } from '../../services/add-member'
import { EMPTY_MEMBER, type AddMemberFields, type AddMemberState } from './add-member-state'
import { fieldErrorsOf } from '@/platform/forms'
import { requestPerson } from '@/platform/payload'

/** `addmembers`' form: staff create an account, optionally inviting the person to choose a password. */
export async function addMemberAction(_previous: AddMemberState, form: FormData): Promise<AddMemberState> {
  const fields: AddMemberFields = {
    name: String(form.get('name') ?? ''),
    email: String(form.get('email') ?? '').trim(),
    roles: form.getAll('roles').map(String),
    invite: form.get('invite') === 'yes',
  }
  const { payload, person: user } = await requestPerson()
  if (!user || !isStaff(user)) {
    return { status: 'error', message: 'Only staff add people. Sign in to the control panel again.', fields }
  }
  const parsed = addMemberSchema.safeParse(fields)
  if (!parsed.success) {
    const fieldErrors: AddMemberState['fieldErrors'] = fieldErrorsOf(parsed.error)
    return { status: 'error', message: 'Please correct the highlighted fields.', fields, fieldErrors }
  }
  const result = await addMember(payload, user, parsed.data)
  if (!result.ok) {
    return {
      status: 'error',
      message: result.message,
      fields,
      fieldErrors: result.problem === 'email-taken' ? { email: 'This address already has an account.' } : undefined,
      person: result.existingId ? { id: result.existingId, email: parsed.data.email.toLowerCase() } : undefined,
    }
  }
  return {
    status: 'done',
    message: result.invited
      ? `${parsed.data.name} was added. We sent an invitation to ${result.email} to choose a password; the link works for ${Math.round(INVITATION_LIFETIME_MS / 86_400_000)} days.`
      : `${parsed.data.name} was added without a password. They can choose one with “Forgot your password?” on the sign-in page.`,
    fields: EMPTY_MEMBER,
    person: { id: result.id, email: result.email },
  }
}
