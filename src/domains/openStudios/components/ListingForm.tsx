'use client'

import { useActionState } from 'react'

import { FormMessage } from '@/ui/forms'

import { saveListingAction, type ListingFormState } from '../listing-actions'
import type { PictureChoice } from '../services/listings'
import { ListingCharacterCount } from './ListingCharacterCount'

const idle: ListingFormState = { status: 'idle' }

export type ListingFormProps = {
  id: number
  values: { description: string; directions: string; hours: string; image: number | null }
  limits: { description: number; directions: number; hours: number }
  pictures: (PictureChoice & { finding: string; printable: boolean })[]
  needs: string
  weekendHours: string
}

/**
 * The artist's listing editor (decision 052): a picture chosen from theirs
 * or uploaded here, the texts with their live counts, "Save draft" and
 * "Submit for review". Every check is the server's; refusals come back beside
 * their field, with what was typed kept.
 */
export function ListingForm(props: ListingFormProps) {
  const [state, action, pending] = useActionState(saveListingAction, idle)
  const errors = state.fieldErrors ?? {}
  const value = (name: 'description' | 'directions' | 'hours') => state.fields?.[name] ?? props.values[name]
  const chosen = state.fields?.image ?? (props.values.image === null ? '' : String(props.values.image))
  return (
    <form action={action} encType="multipart/form-data" className="space-y-6" noValidate>
      <input type="hidden" name="listing" value={props.id} />
      {state.status !== 'idle' && state.message ? (
        <FormMessage id="listing-message" tone={state.status === 'error' ? 'error' : 'success'}>
          {state.message}
        </FormMessage>
      ) : null}

      <fieldset
        className="space-y-3"
        aria-describedby={`listing-picture-needs${errors.image ? ' listing-image-error' : ''}`}
      >
        <legend className="text-lg font-semibold">The picture</legend>
        <p id="listing-picture-needs" className="text-sm text-muted">
          {props.needs}
        </p>
        {errors.image ? (
          <p id="listing-image-error" className="text-sm font-medium text-red-800">
            {errors.image}
          </p>
        ) : null}
        {props.pictures.length ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {props.pictures.map((picture) => (
              <li key={picture.id}>
                <label className="flex h-full flex-col gap-2 rounded-md border border-stone-300 p-2 has-[:checked]:border-accent has-[:checked]:ring-2 has-[:checked]:ring-accent">
                  {picture.url ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a small preview from the image library
                    <img src={picture.url} alt="" className="aspect-square w-full rounded object-cover" />
                  ) : null}
                  <span className="flex items-start gap-2 text-sm">
                    <input
                      type="radio"
                      name="image"
                      value={picture.id}
                      defaultChecked={chosen === String(picture.id)}
                    />
                    <span>
                      <span className="block">{picture.alt}</span>
                      <span className={picture.printable ? 'text-green-800' : 'text-red-800'}>{picture.finding}</span>
                    </span>
                  </span>
                </label>
              </li>
            ))}
            <li>
              <label className="flex h-full items-start gap-2 rounded-md border border-stone-300 p-2 text-sm">
                <input type="radio" name="image" value="" defaultChecked={chosen === ''} />
                <span>Without a picture for now</span>
              </label>
            </li>
          </ul>
        ) : (
          <p>You have no pictures yet: upload one below.</p>
        )}
        <div className="space-y-2 rounded-md border border-dashed border-stone-400 p-3">
          <label htmlFor="listing-upload" className="block font-medium">
            Or upload a new picture
          </label>
          <p id="listing-upload-hint" className="text-sm text-muted">
            JPEG, PNG or WebP, up to 1 MB through this form (a larger file: add it to an artwork from your dashboard,
            then choose it here). It becomes the listing’s picture.
          </p>
          <input
            id="listing-upload"
            name="upload"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={`listing-upload-hint${errors.upload ? ' listing-upload-error' : ''}`}
            aria-invalid={errors.upload ? true : undefined}
            className="block text-sm"
          />
          {errors.upload ? (
            <p id="listing-upload-error" className="text-sm text-red-800">
              {errors.upload}
            </p>
          ) : null}
          <label htmlFor="listing-alt" className="block font-medium">
            What the new picture shows
          </label>
          <input
            id="listing-alt"
            name="alt"
            type="text"
            maxLength={300}
            defaultValue={state.fields?.alt ?? ''}
            aria-describedby={errors.alt ? 'listing-alt-error' : undefined}
            aria-invalid={errors.alt ? true : undefined}
            className="block w-full rounded-md border border-stone-400 bg-white px-3 py-2"
          />
          {errors.alt ? (
            <p id="listing-alt-error" className="text-sm text-red-800">
              {errors.alt}
            </p>
          ) : null}
        </div>
      </fieldset>

      <ListingCharacterCount
        name="description"
        label="Description"
        limit={props.limits.description}
        defaultValue={value('description')}
        hint="Your work, as the guide prints it."
        error={errors.description}
      />
      <ListingCharacterCount
        name="directions"
        label="Directions"
        limit={props.limits.directions}
        defaultValue={value('directions')}
        hint="How visitors find the studio door: a buzzer, a gate, a floor."
        error={errors.directions}
        rows={2}
      />
      <ListingCharacterCount
        name="hours"
        label="Hours, if not the weekend’s"
        limit={props.limits.hours}
        defaultValue={value('hours')}
        hint={`Leave empty for the weekend’s hours (${props.weekendHours}).`}
        error={errors.hours}
        rows={1}
      />

      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="draft"
          disabled={pending}
          className="rounded-md border border-accent bg-white px-4 py-2.5 font-medium text-accent hover:bg-accent-soft disabled:opacity-70"
        >
          Save draft
        </button>
        <button
          type="submit"
          name="intent"
          value="submit"
          disabled={pending}
          className="rounded-md bg-accent px-4 py-2.5 font-medium text-white hover:bg-accent-strong disabled:opacity-70"
        >
          Submit for review
        </button>
      </div>
    </form>
  )
}
