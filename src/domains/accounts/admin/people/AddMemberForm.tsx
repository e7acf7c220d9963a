'use client'

import Link from 'next/link'
import { useActionState } from 'react'

import { addMemberAction } from './actions'
import { EMPTY_MEMBER, type AddMemberState } from './add-member-state'

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="people-tools__field-error">
      {message}
    </p>
  ) : null
}

/**
 * The add-members form. It posts to a server action, so it also works without
 * JavaScript; the fields keep what was typed when something needs correcting.
 */
export function AddMemberForm({
  roles,
  adminRoute,
}: {
  roles: readonly { value: string; label: string }[]
  adminRoute: string
}) {
  const [state, action, pending] = useActionState<AddMemberState, FormData>(addMemberAction, {
    status: 'idle',
    fields: EMPTY_MEMBER,
  })
  const { fields, fieldErrors = {} } = state
  const invalid = (field: keyof typeof fieldErrors) => (fieldErrors[field] ? true : undefined)
  const describedBy = (field: keyof typeof fieldErrors, hint?: string) =>
    [hint, fieldErrors[field] ? `add-${field}-error` : undefined].filter(Boolean).join(' ') || undefined
  return (
    <form action={action} className="people-tools__add" noValidate>
      {state.message ? (
        <div
          className={state.status === 'done' ? 'people-tools__done' : 'people-tools__problems'}
          role={state.status === 'done' ? 'status' : 'alert'}
        >
          <p>{state.message}</p>
          {state.person ? (
            <p>
              <Link href={`${adminRoute}/collections/users/${state.person.id}`}>
                {state.status === 'done' ? 'Open the new account' : 'Open the existing account'} ({state.person.email})
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="people-tools__fields people-tools__fields--form">
        <div className="people-tools__field">
          <label htmlFor="add-name">Name</label>
          <input
            id="add-name"
            name="name"
            autoComplete="off"
            required
            maxLength={200}
            defaultValue={fields.name}
            aria-invalid={invalid('name')}
            aria-describedby={describedBy('name')}
          />
          <FieldError id="add-name-error" message={fieldErrors.name} />
        </div>
        <div className="people-tools__field">
          <label htmlFor="add-email">Email</label>
          <input
            id="add-email"
            name="email"
            type="email"
            autoComplete="off"
            required
            maxLength={254}
            defaultValue={fields.email}
            aria-invalid={invalid('email')}
            aria-describedby={describedBy('email')}
          />
          <FieldError id="add-email-error" message={fieldErrors.email} />
        </div>
        <fieldset className="people-tools__choices" aria-describedby={describedBy('roles', 'add-roles-hint')}>
          <legend>Roles</legend>
          {roles.map((role) => (
            <label key={role.value} className="people-tools__choice">
              <input
                type="checkbox"
                name="roles"
                value={role.value}
                defaultChecked={fields.roles.includes(role.value)}
              />
              {role.label}
            </label>
          ))}
          <p id="add-roles-hint" className="people-tools__hint">
            None makes a plain member. Administrators grant admin and staff in “Administrators and staff”.
          </p>
          <FieldError id="add-roles-error" message={fieldErrors.roles} />
        </fieldset>
        <div className="people-tools__field">
          <label className="people-tools__choice">
            <input
              type="checkbox"
              name="invite"
              value="yes"
              defaultChecked={fields.invite}
              aria-describedby="add-invite-hint"
            />
            Send an invitation to set a password
          </label>
          <p id="add-invite-hint" className="people-tools__hint">
            Nobody can sign in to the account until the person chooses a password, through the invitation’s link or
            later through “Forgot your password?”.
          </p>
        </div>
      </div>
      <div className="people-tools__actions">
        <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={pending}>
          {pending ? 'Adding…' : 'Add person'}
        </button>
      </div>
    </form>
  )
}
