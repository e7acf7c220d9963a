'use client'

import { useActionState } from 'react'

import { ActionMessage } from '@/ui/forms'

import { saveProfile, type EditorState } from '../actions'
import type { ImageChoice } from '../services/dashboard'
import { imageChoicesFrom, type FormValues } from '../services/dashboard-forms'
import { CharacterCount } from './CharacterCount'
import { Checkboxes, fieldId, Input, primaryButton, secondaryButton, Section, Select, TextArea } from './fields'
import { ImagesField } from './ImagesField'

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
  const errors = state.fieldErrors ?? {}
  return (
    <form key={state.round} action={action} noValidate className="space-y-6">
      <ActionMessage id="profile-outcome" state={state} />
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
        <ImagesField
          name="portrait"
          label="Portrait"
          hint="A picture of you or your studio, shown at the top of your profile."
          initial={imageChoicesFrom(state.values, 'portrait') ?? props.portrait}
          max={1}
          error={errors.portrait}
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
        <button type="submit" name="intent" value="save" disabled={pending} className={secondaryButton}>
          {pending ? 'Saving…' : 'Save draft'}
        </button>
        <button type="submit" name="intent" value="submit" disabled={pending} className={primaryButton}>
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
