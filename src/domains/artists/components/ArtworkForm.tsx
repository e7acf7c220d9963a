'use client'

import { useActionState } from 'react'

import { ActionMessage } from '@/ui/forms'

import { deleteArtwork, saveArtwork, type EditorState } from '../actions'
import type { ImageChoice } from '../services/dashboard'
import { imageChoicesFrom, type FormValues } from '../services/dashboard-forms'
import { FieldError, Input, primaryButton, Section, Select, TextArea } from './fields'
import { ImagesField } from './ImagesField'

type Option = { value: string; label: string }

const idle: EditorState = { status: 'idle', round: 0 }

/** One artwork's form: new (no `id`) or an existing one of the artist's. */
export function ArtworkForm(props: {
  id?: number
  values: FormValues
  images: ImageChoice[]
  mediums: Option[]
  availability: Option[]
  statuses: Option[]
  imagesMax: number
  currency: string
}) {
  const [state, action, pending] = useActionState(saveArtwork, idle)
  const values = state.values ?? props.values
  const one = (name: string) => values[name]?.[0] ?? ''
  const errors = state.fieldErrors ?? {}
  return (
    <form key={state.round} action={action} noValidate className="space-y-6">
      <ActionMessage id="artwork-outcome" state={state} />
      {props.id ? <input type="hidden" name="id" value={props.id} /> : null}
      <Section id="work-heading" title="The work">
        <Input name="title" label="Title" maxLength={200} defaultValue={one('title')} error={errors.title} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            name="year"
            label="Year"
            inputMode="numeric"
            maxLength={4}
            defaultValue={one('year')}
            error={errors.year}
          />
          <Select
            name="medium"
            label="Medium"
            defaultValue={one('medium')}
            options={[{ value: '', label: 'Not chosen' }, ...props.mediums]}
            error={errors.medium}
          />
        </div>
        <fieldset className="space-y-2">
          <legend className="font-medium">Size (height × width × depth)</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {(['height', 'width', 'depth'] as const).map((side) => (
              <Input
                key={side}
                name={`dimensions.${side}`}
                label={side[0].toUpperCase() + side.slice(1)}
                inputMode="decimal"
                defaultValue={one(`dimensions.${side}`)}
                error={errors[`dimensions.${side}`]}
              />
            ))}
            <Select
              name="dimensions.unit"
              label="Unit"
              defaultValue={one('dimensions.unit') || 'cm'}
              options={[
                { value: 'cm', label: 'centimetres' },
                { value: 'in', label: 'inches' },
              ]}
            />
          </div>
        </fieldset>
        <TextArea
          name="description"
          label="Description"
          rows={5}
          maxLength={2000}
          defaultValue={one('description')}
          error={errors.description}
        />
        <Input
          name="tags"
          label="Tags"
          hint="Words that help people find the work, separated by commas: subjects, techniques, colours."
          defaultValue={one('tags')}
          error={errors.tags}
        />
      </Section>

      <Section id="sale-heading" title="Price and availability">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            name="price"
            label={`Price (${props.currency})`}
            hint="Whole dollars or with cents."
            inputMode="decimal"
            defaultValue={one('price')}
            error={errors.price}
          />
          <Select
            name="availability"
            label="Availability"
            defaultValue={one('availability') || 'available'}
            options={props.availability}
            error={errors.availability}
          />
        </div>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="priceOnRequest"
            defaultChecked={one('priceOnRequest') === 'on'}
            className="size-4 accent-accent"
          />
          Price on request (the price above is not shown)
        </label>
        <FieldError name="priceOnRequest" error={errors.priceOnRequest} />
      </Section>

      <Section id="images-heading" title="Images">
        <ImagesField
          name="images"
          label="Images of the work"
          hint={`Up to ${props.imagesMax}. The first is the main one; move them up or down to change the order.`}
          initial={imageChoicesFrom(state.values, 'images') ?? props.images}
          max={props.imagesMax}
          error={errors.images ?? Object.entries(errors).find(([path]) => path.startsWith('images.'))?.[1]}
        />
      </Section>

      <Section id="status-heading" title="On your profile">
        <Select
          name="status"
          label="Status"
          hint="Published works appear on your public profile once staff have approved the profile; drafts only here."
          defaultValue={one('status') || 'draft'}
          options={props.statuses}
          error={errors.status}
        />
      </Section>
      <button type="submit" disabled={pending} className={primaryButton}>
        {pending ? 'Saving…' : props.id ? 'Save artwork' : 'Add artwork'}
      </button>
    </form>
  )
}

/** Deleting asks for a ticked confirmation first, so it works the same with or without JavaScript. */
export function DeleteArtworkForm({ id, title }: { id: number; title: string }) {
  const [state, action, pending] = useActionState(deleteArtwork, idle)
  const error = state.fieldErrors?.confirm
  return (
    <form key={state.round} action={action} className="space-y-3">
      {state.status === 'error' && !error ? <ActionMessage id="delete-outcome" state={state} /> : null}
      <input type="hidden" name="id" value={id} />
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          name="confirm"
          value="yes"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'field-confirm-error' : undefined}
          className="size-4 accent-red-700"
        />
        Yes, delete “{title}” for good
      </label>
      <FieldError name="confirm" error={error} />
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-red-700 px-4 py-2.5 font-medium text-white hover:bg-red-800 disabled:opacity-70"
      >
        {pending ? 'Deleting…' : 'Delete artwork'}
      </button>
    </form>
  )
}
