import { TextField } from './forms'

/**
 * Who is buying, in a checkout form: a signed-in person is not asked, and
 * told what goes to their address (`sent`, a sentence); a guest gives an
 * email, with `hint` saying what it is for, and a name.
 */
export function BuyerDetails({
  signedInAs,
  sent,
  hint,
  fields,
  errors,
}: {
  signedInAs: string | null
  sent: string
  hint: string
  fields?: { email?: string; name?: string }
  errors: { email?: string; name?: string }
}) {
  if (signedInAs) {
    return (
      <p>
        You are buying as <strong>{signedInAs}</strong>. {sent}
      </p>
    )
  }
  return (
    <fieldset className="space-y-4">
      <legend className="font-medium">Your details</legend>
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        hint={hint}
        defaultValue={fields?.email}
        error={errors.email}
      />
      <TextField name="name" label="Name" autoComplete="name" defaultValue={fields?.name} error={errors.name} />
    </fieldset>
  )
}
