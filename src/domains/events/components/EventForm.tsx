'use client'

import { useActionState } from 'react'

import { ActionMessage } from '@/ui/forms'

import { saveEventAction, type EventFormState } from '../actions'
import { REPEAT_LABELS, REPEATS, type FormValues } from '../services/event-form-fields'
import { REGISTRATION_LABELS, REGISTRATIONS, TITLE_MAX_LENGTH } from '../services/rules'

const inputClass =
  'mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700'
const idOf = (name: string) => `event-${name}`

type Errors = EventFormState['fieldErrors']

/** A labelled field with its hint and its error tied to it (aria-describedby), the error in words beside it. */
function Field({
  name,
  label,
  hint,
  errors,
  children,
}: {
  name: string
  label: string
  hint?: string
  errors?: Errors
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode
}) {
  const error = errors?.[name as keyof NonNullable<Errors>]
  const described = [hint ? `${idOf(name)}-hint` : '', error ? `${idOf(name)}-error` : ''].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={idOf(name)} className="block font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${idOf(name)}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children({
        id: idOf(name),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {error ? (
        <p id={`${idOf(name)}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-lg border border-line bg-white p-6 shadow-sm">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

const idle: EventFormState = { status: 'idle', round: 0 }

/** The event form of `/addevent` and `/editevents/{id}`: "Save draft" or "Submit for review", with or without JavaScript. */
export function EventForm({
  id,
  values: initial,
  tags,
  picture,
  timeZoneName,
}: {
  id?: number
  values: FormValues
  tags: { id: number; name: string }[]
  picture: { id: number; alt: string } | null
  timeZoneName: string
}) {
  const [state, action, pending] = useActionState(saveEventAction, idle)
  // After an answer the form is drawn again from what was posted (React resets a form once its action is done).
  const values = state.values ?? initial
  const errors = state.fieldErrors ?? {}
  const chosenTags = (values.tags ?? '').split(',')
  return (
    <form key={state.round} action={action} noValidate className="space-y-6" encType="multipart/form-data">
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <ActionMessage id="event-outcome" state={state} />
      <Section id="what-heading" title="What">
        <Field name="title" label="Title" errors={errors}>
          {(props) => (
            <input
              {...props}
              name="title"
              maxLength={TITLE_MAX_LENGTH}
              defaultValue={values.title}
              className={inputClass}
            />
          )}
        </Field>
        <Field name="summary" label="Summary" hint="One or two sentences for the calendar’s list." errors={errors}>
          {(props) => (
            <textarea
              {...props}
              name="summary"
              rows={2}
              maxLength={300}
              defaultValue={values.summary}
              className={inputClass}
            />
          )}
        </Field>
        <Field name="description" label="Description" hint="Leave an empty line between paragraphs." errors={errors}>
          {(props) => (
            <textarea {...props} name="description" rows={6} defaultValue={values.description} className={inputClass} />
          )}
        </Field>
        <fieldset>
          <legend className="font-medium">Tags</legend>
          <div className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-3">
            {tags.map((tag) => (
              <label key={tag.id} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name="tags"
                  value={tag.id}
                  defaultChecked={chosenTags.includes(String(tag.id))}
                  className="size-4 accent-accent"
                />
                {tag.name}
              </label>
            ))}
          </div>
        </fieldset>
      </Section>

      <Section id="when-heading" title="When">
        <p className="text-sm text-muted">Dates and times where we are ({timeZoneName}).</p>
        <label className="flex items-center gap-2 font-medium">
          <input
            type="checkbox"
            name="allDay"
            defaultChecked={values.allDay === 'on'}
            className="size-4 accent-accent"
          />
          All day (no times)
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="startDate" label="Starts on" errors={errors}>
            {(props) => (
              <input {...props} type="date" name="startDate" defaultValue={values.startDate} className={inputClass} />
            )}
          </Field>
          <Field name="startTime" label="Starts at" hint="Such as 19:00; empty for all day." errors={errors}>
            {(props) => (
              <input {...props} type="time" name="startTime" defaultValue={values.startTime} className={inputClass} />
            )}
          </Field>
          <Field name="endDate" label="Ends on" hint="Empty: the same day." errors={errors}>
            {(props) => (
              <input {...props} type="date" name="endDate" defaultValue={values.endDate} className={inputClass} />
            )}
          </Field>
          <Field name="endTime" label="Ends at" errors={errors}>
            {(props) => (
              <input {...props} type="time" name="endTime" defaultValue={values.endTime} className={inputClass} />
            )}
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="repeat" label="Repeats" errors={errors}>
            {(props) => (
              <select {...props} name="repeat" defaultValue={values.repeat ?? 'none'} className={inputClass}>
                {REPEATS.map((repeat) => (
                  <option key={repeat} value={repeat}>
                    {REPEAT_LABELS[repeat]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="repeatUntil" label="Repeats until" hint="The last day it may happen." errors={errors}>
            {(props) => (
              <input
                {...props}
                type="date"
                name="repeatUntil"
                defaultValue={values.repeatUntil}
                className={inputClass}
              />
            )}
          </Field>
        </div>
        <Field
          name="exceptions"
          label="Skipped dates"
          hint="Days a repeating event does not happen, written YYYY-MM-DD, one a line."
          errors={errors}
        >
          {(props) => (
            <textarea {...props} name="exceptions" rows={2} defaultValue={values.exceptions} className={inputClass} />
          )}
        </Field>
      </Section>

      <Section id="where-heading" title="Where">
        <Field name="venueName" label="Venue" hint="Where it happens; leave empty for an online event." errors={errors}>
          {(props) => (
            <input {...props} name="venueName" maxLength={120} defaultValue={values.venueName} className={inputClass} />
          )}
        </Field>
        <Field name="venueAddress" label="Address" errors={errors}>
          {(props) => (
            <textarea
              {...props}
              name="venueAddress"
              rows={2}
              maxLength={300}
              defaultValue={values.venueAddress}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          name="onlineLink"
          label="Online link"
          hint="For an online event: the address people join at (https://…)."
          errors={errors}
        >
          {(props) => (
            <input {...props} type="url" name="onlineLink" defaultValue={values.onlineLink} className={inputClass} />
          )}
        </Field>
        <Field
          name="accessibility"
          label="Accessibility"
          hint="Step-free access, captions, seating, quiet space…"
          errors={errors}
        >
          {(props) => (
            <textarea
              {...props}
              name="accessibility"
              rows={3}
              maxLength={500}
              defaultValue={values.accessibility}
              className={inputClass}
            />
          )}
        </Field>
      </Section>

      <Section id="price-heading" title="Price and organiser">
        <Field name="registration" label="Price" errors={errors}>
          {(props) => (
            <select {...props} name="registration" defaultValue={values.registration ?? 'none'} className={inputClass}>
              {REGISTRATIONS.map((registration) => (
                <option key={registration} value={registration}>
                  {REGISTRATION_LABELS[registration]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          name="priceNote"
          label="Price and booking note"
          hint="Such as “$15, members $10” or how to RSVP."
          errors={errors}
        >
          {(props) => (
            <input {...props} name="priceNote" maxLength={200} defaultValue={values.priceNote} className={inputClass} />
          )}
        </Field>
        <Field
          name="organiserName"
          label="Organised by"
          hint="The name the public sees: yours, or your group’s."
          errors={errors}
        >
          {(props) => (
            <input
              {...props}
              name="organiserName"
              maxLength={120}
              defaultValue={values.organiserName}
              className={inputClass}
            />
          )}
        </Field>
      </Section>

      <Section id="picture-heading" title="Picture">
        {picture ? (
          <p>
            Now: “{picture.alt}”.{' '}
            <label className="inline-flex items-center gap-2">
              <input type="checkbox" name="picture" value="" className="size-4 accent-accent" /> Remove it
            </label>
            <input type="hidden" name="picture" value={values.picture ?? ''} />
          </p>
        ) : null}
        <Field
          name="upload"
          label={picture ? 'A new picture' : 'Picture'}
          hint="JPEG, PNG or WebP, at most 1 MB."
          errors={errors}
        >
          {(props) => (
            <input
              {...props}
              type="file"
              name="upload"
              accept="image/jpeg,image/png,image/webp"
              className="mt-1 block"
            />
          )}
        </Field>
        <Field name="alt" label="What the picture shows" hint="For people who cannot see it." errors={errors}>
          {(props) => <input {...props} name="alt" maxLength={300} className={inputClass} />}
        </Field>
      </Section>

      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="submit"
          disabled={pending}
          className="rounded-md bg-accent px-4 py-2.5 font-medium text-white hover:bg-accent-strong disabled:opacity-70"
        >
          Submit for review
        </button>
        <button
          type="submit"
          name="intent"
          value="draft"
          disabled={pending}
          className="rounded-md border border-accent bg-white px-4 py-2.5 font-medium text-accent hover:bg-accent-soft disabled:opacity-70"
        >
          Save draft
        </button>
      </div>
    </form>
  )
}
