'use client'

import { Button } from '@payloadcms/ui'
import { useActionState } from 'react'

import { ToolMessage } from '@/platform/cpanel/ToolMessage'
import { ToolTable } from '@/platform/cpanel/ToolTable'

import type { ComparedField } from '../../services/verifier'

import { changeStaffRole, mergeNow, type ToolState } from './actions'

const idle: ToolState = { status: 'idle' }

/** Text for screen readers only, such as whom a repeated button acts on. */
const Hidden = ({ children }: { children: React.ReactNode }) => <span className="cpanel-tool__sr">{children}</span>

/** The version public now beside the submitted one; a changed field says so in words, not by colour alone. */
export function Comparison({
  who,
  comparison,
}: {
  who: string
  comparison: { approvedExists: boolean; fields: ComparedField[] }
}) {
  const changed = comparison.fields.filter((field) => field.changed).length
  return (
    <div className="cpanel-tool__compare">
      <p>
        {comparison.approvedExists
          ? changed === 0
            ? 'Nothing differs from the public version.'
            : `${changed === 1 ? 'One field differs' : `${changed} fields differ`} from the public version.`
          : 'Not public yet: this is the first submission.'}
      </p>
      <ToolTable
        caption={`The public version of ${who} beside the submitted one`}
        columns={['Field', 'Public now', 'Submitted', 'Changed']}
      >
        {comparison.fields.map((field) => (
          <tr key={field.label} data-changed={field.changed ? 'yes' : 'no'}>
            <th scope="row">{field.label}</th>
            <td className="cpanel-tool__compare-value">{field.approved ?? '—'}</td>
            <td className="cpanel-tool__compare-value">{field.submitted || '—'}</td>
            <td>{field.changed ? <strong>Changed</strong> : 'Same'}</td>
          </tr>
        ))}
      </ToolTable>
    </div>
  )
}

export function MergeForm({ keep, absorb, label }: { keep: number; absorb: number; label: string }) {
  const [state, action, pending] = useActionState(mergeNow, idle)
  return (
    <form action={action} className="cpanel-tool__merge">
      <ToolMessage state={state} />
      <input type="hidden" name="keep" value={keep} />
      <input type="hidden" name="absorb" value={absorb} />
      <Button type="submit" buttonStyle="primary" disabled={pending} margin={false}>
        {pending ? 'Merging…' : label}
      </Button>
    </form>
  )
}

export type StaffPerson = { id: number; name: string | null; email: string; roles: string[]; status: string }

const CHANGE_CHOICES = [
  { value: 'grant-staff', label: 'Grant staff' },
  { value: 'revoke-staff', label: 'Revoke staff' },
  { value: 'grant-admin', label: 'Grant admin' },
  { value: 'revoke-admin', label: 'Revoke admin' },
] as const

/** What each change does, said before it is done (issue 38: a destructive action says what will happen). */
const CHANGE_EFFECTS: Record<(typeof CHANGE_CHOICES)[number]['value'], string> = {
  'grant-staff': 'may then use the control panel’s tools.',
  'revoke-staff': 'can no longer open the control panel, from their next page on.',
  'grant-admin': 'may then also merge accounts and change these roles.',
  'revoke-admin': 'keeps the staff tools but can no longer merge accounts or change these roles.',
}

function PersonChange({
  action,
  pending,
  person,
  change,
  label,
}: {
  action: (form: FormData) => void
  pending: boolean
  person: StaffPerson
  change: keyof typeof CHANGE_EFFECTS
  label: string
}) {
  return (
    <form action={action} className="cpanel-tool__form">
      <input type="hidden" name="email" value={person.email} />
      <input type="hidden" name="change" value={change} />
      <input type="hidden" name="key" value={`person-${person.id}`} />
      <p>
        {person.email} {CHANGE_EFFECTS[change]}
      </p>
      <Button type="submit" buttonStyle="secondary" size="small" disabled={pending} margin={false}>
        {label}
        <Hidden> for {person.email}</Hidden>
      </Button>
    </form>
  )
}

/** One person's roles and the changes open to them, each saying what it will do: `?id=` of the same tool. */
function PersonRoles({
  person,
  action,
  pending,
}: {
  person: StaffPerson
  action: (form: FormData) => void
  pending: boolean
}) {
  const admin = person.roles.includes('admin')
  const staff = person.roles.includes('staff')
  return (
    <section aria-labelledby="change-one" className="cpanel-tool__section">
      <h2 id="change-one">Change the roles of {person.email}</h2>
      <p>
        {person.name ? `${person.name} is ` : 'Now '}
        {rolesOf(person)}. Every change is written to the audit log.
      </p>
      <div className="cpanel-tool__row-actions">
        {admin ? (
          <PersonChange action={action} pending={pending} person={person} change="revoke-admin" label="Revoke admin" />
        ) : (
          <PersonChange action={action} pending={pending} person={person} change="grant-admin" label="Grant admin" />
        )}
        {staff ? (
          <PersonChange action={action} pending={pending} person={person} change="revoke-staff" label="Revoke staff" />
        ) : null}
      </div>
    </section>
  )
}

const rolesOf = (person: StaffPerson) =>
  [person.roles.includes('admin') ? 'administrator' : null, person.roles.includes('staff') ? 'staff' : null]
    .filter(Boolean)
    .join(', ') + (person.status === 'suspended' ? ' (suspended)' : '')

export function StaffRoles({ people, chosen, base }: { people: StaffPerson[]; chosen?: number; base: string }) {
  const [state, action, pending] = useActionState(changeStaffRole, idle)
  const formErrors = state.key === 'form' ? state.fieldErrors : undefined
  const person = people.find((one) => one.id === chosen)
  return (
    <>
      <ToolMessage state={state} />
      {person ? <PersonRoles person={person} action={action} pending={pending} /> : null}
      <section aria-labelledby="staff-list" className="cpanel-tool__section">
        <h2 id="staff-list">Who runs the control panel</h2>
        <ToolTable caption="Administrators and staff" columns={['Name', 'Email', 'Roles', { hidden: 'Actions' }]}>
          {people.map((one) => (
            <tr key={one.id}>
              <td>{one.name || '—'}</td>
              <td>{one.email}</td>
              <td>{rolesOf(one)}</td>
              <td>
                <a href={`${base}?id=${one.id}#change-one`}>
                  Change roles<Hidden> of {one.email}</Hidden>
                </a>
              </td>
            </tr>
          ))}
        </ToolTable>
      </section>
      <section aria-labelledby="change-someone" className="cpanel-tool__section">
        <h2 id="change-someone">Change someone’s roles</h2>
        <p>Find the person by the email address of their account. Administrators are staff too.</p>
        <form action={action} noValidate className="cpanel-tool__form">
          <input type="hidden" name="key" value="form" />
          <div className="cpanel-tool__field">
            <label htmlFor="staff-email">Email address</label>
            <input
              id="staff-email"
              name="email"
              type="email"
              autoComplete="off"
              defaultValue={state.key === 'form' ? state.fields?.email : undefined}
              aria-invalid={formErrors?.email ? true : undefined}
              aria-describedby={formErrors?.email ? 'staff-email-error' : undefined}
            />
            {formErrors?.email ? (
              <p id="staff-email-error" className="cpanel-tool__field-error">
                {formErrors.email}
              </p>
            ) : null}
          </div>
          <fieldset
            className="cpanel-tool__choices"
            aria-describedby={formErrors?.change ? 'staff-change-error' : undefined}
          >
            <legend>Change</legend>
            {CHANGE_CHOICES.map((choice) => (
              <label key={choice.value}>
                <input
                  type="radio"
                  name="change"
                  value={choice.value}
                  defaultChecked={state.key === 'form' && state.fields?.change === choice.value}
                />{' '}
                {choice.label}
              </label>
            ))}
            {formErrors?.change ? (
              <p id="staff-change-error" className="cpanel-tool__field-error">
                {formErrors.change}
              </p>
            ) : null}
          </fieldset>
          <Button type="submit" buttonStyle="primary" disabled={pending} margin={false}>
            Change role
          </Button>
        </form>
      </section>
    </>
  )
}
