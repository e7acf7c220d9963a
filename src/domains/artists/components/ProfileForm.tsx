'use client'

import { startTransition, useActionState, useState, type FormEvent } from 'react'

import { ActionMessage } from '@/ui/forms'

import { saveProfile, type EditorState } from '../actions'
import type { ImageChoice } from '../services/dashboard'
import { imageChoicesFrom, PORTRAIT, PORTRAIT_FILE, type FormValues } from '../services/dashboard-forms'
import { CharacterCount } from './CharacterCount'
import { Checkboxes, fieldId, Input, primaryButton, secondaryButton, Section, Select, TextArea } from './fields'
import { PortraitField, sendChosenPortrait } from './PortraitField'

type Option = { value: string; label: string }

export type ProfileFormProps = {
  values: FormValues
  portrait: ImageChoice[]
  mediums: Option[]
  neighbourhoods: Option[]
  linkKinds: Option[]
  linkRows: number
  bioMax: number
  nameMax: number
}

const idle: EditorState = { status: 'idle', round: 0 }

/** The profile form: posts to `saveProfile`, "Save draft" or "Submit for verification", with or without JavaScript. */
export function ProfileForm(props: ProfileFormProps) {
  const [state, action, pending] = useActionState(saveProfile, idle)
  // After an answer the form is drawn again from what was posted (React resets a form once its action is done).
  const values = state.values ?? props.values
  const one = (name: string) => values[name]?.[0] ?? ''
  const [refusal, setRefusal] = useState<{ round: number; field: string; message: string } | null>(null)
  const [progress, setProgress] = useState('')
  const busy = pending || progress !== ''
  const ownRefusal = refusal?.round === state.round ? refusal : null
  const errors: Record<string, string | undefined> = {
    ...state.fieldErrors,
    ...(ownRefusal ? { [ownRefusal.field]: ownRefusal.message } : {}),
  }

  // With JavaScript a chosen portrait is sent first, then the form, carrying its id; nothing is sent if it lacks alt text.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const native = event.nativeEvent as SubmitEvent
    const form = new FormData(event.currentTarget, native.submitter)
    setRefusal(null)
    const sent = await sendChosenPortrait(form, (done, total) =>
      setProgress(`Sending your portrait: ${Math.round((done / total) * 100)}%`),
    )
    setProgress('')
    if (!sent.ok) {
      setRefusal({ round: state.round, field: sent.field, message: sent.message })
      document.getElementById(fieldId(sent.field === PORTRAIT ? PORTRAIT_FILE : sent.field))?.focus()
      return
    }
    startTransition(() => action(form))
  }

  return (
    <form key={state.round} action={action} onSubmit={submit} noValidate className="space-y-6">
      <ActionMessage id="profile-outcome" state={state} />
      {ownRefusal ? (
        <ActionMessage
          id="portrait-outcome"
          state={{ status: 'error', message: `Nothing was saved yet. ${ownRefusal.message}` }}
        />
      ) : null}
      <Section id="about-heading" title="About you">
        <Input
          name="displayName"
          label="Display name"
          hint="The name the public sees: your own, or the name you work under."
          maxLength={props.nameMax}
          autoComplete="name"
          defaultValue={one('displayName')}
          error={errors.displayName}
        />
        <TextArea
          name="bio"
          label="Short bio"
          hint={`Shown in lists and search results. At most ${props.bioMax} characters.`}
          rows={4}
          defaultValue={one('bio')}
          error={errors.bio}
          counter={<CharacterCount fieldId={fieldId('bio')} max={props.bioMax} initial={one('bio').length} />}
        />
        <TextArea
          name="statement"
          label="Artist statement"
          hint="Leave an empty line between paragraphs."
          rows={8}
          defaultValue={one('statement')}
          error={errors.statement}
        />
        <Checkboxes
          name="mediums"
          label="Mediums"
          hint="What you work in; people search by these."
          options={props.mediums}
          checked={values.mediums ?? []}
          error={errors.mediums}
        />
        <PortraitField
          initial={(imageChoicesFrom(state.values, PORTRAIT) ?? props.portrait)[0] ?? null}
          errors={errors}
          progress={progress}
        />
      </Section>

      <Section id="studio-heading" title="Studio">
        <Select
          name="neighbourhood"
          label="Neighbourhood"
          defaultValue={one('neighbourhood')}
          options={[{ value: '', label: 'Not chosen' }, ...props.neighbourhoods]}
          error={errors.neighbourhood}
        />
        <Input
          name="studio.street"
          label="Street and number"
          autoComplete="street-address"
          defaultValue={one('studio.street')}
          error={errors['studio.street']}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            name="studio.city"
            label="City"
            autoComplete="address-level2"
            defaultValue={one('studio.city')}
            error={errors['studio.city']}
          />
          <Input
            name="studio.postcode"
            label="Postcode"
            autoComplete="postal-code"
            defaultValue={one('studio.postcode')}
            error={errors['studio.postcode']}
          />
        </div>
        <p className="text-sm text-muted">
          Staff place your studio on the map from this address with their mapping tool; write to us if the pin is in the
          wrong place.
        </p>
      </Section>

      <Section id="links-heading" title="Website and social links">
        <p className="text-sm text-muted">Full addresses, like https://example.org. Leave a row empty to remove it.</p>
        {Array.from({ length: props.linkRows }, (_, row) => (
          <div key={row} className="grid gap-3 sm:grid-cols-[12rem_1fr]">
            <input type="hidden" name={`links.${row}.label`} value={one(`links.${row}.label`)} />
            <Select
              name={`links.${row}.kind`}
              label={`Link ${row + 1}: kind`}
              defaultValue={one(`links.${row}.kind`) || 'website'}
              options={props.linkKinds}
              error={errors[`links.${row}.kind`]}
            />
            <Input
              name={`links.${row}.url`}
              label={`Link ${row + 1}: address`}
              type="url"
              defaultValue={one(`links.${row}.url`)}
              error={errors[`links.${row}.url`]}
            />
          </div>
        ))}
      </Section>

      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" disabled={busy} className={secondaryButton}>
          {busy ? 'Saving…' : 'Save draft'}
        </button>
        <button type="submit" name="intent" value="submit" disabled={busy} className={primaryButton}>
          Submit for verification
        </button>
      </div>
      <p className="text-sm text-muted">
        Submitting asks for a display name, a short bio and at least one medium. Staff verify every version before the
        public sees it.
      </p>
    </form>
  )
}
