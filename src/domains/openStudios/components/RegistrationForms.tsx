'use client'

import { useActionState } from 'react'

import type { ActionState } from '@/platform/forms'
import { ActionMessage } from '@/ui/forms'

import {
  payRegistrationAction,
  saveRegistrationAction,
  withdrawRegistrationAction,
  type RegistrationFormState,
} from '../registration-actions'

export type WeekendChoice = { id: number; label: string; dates: string; hours: string; places: string; note: string }
export type TierChoice = { key: string; name: string; includes: string; price: string }
export type StudioOption = { id: number; label: string; detail: string }

export type RegistrationFormProps = {
  weekends: WeekendChoice[]
  tiers: TierChoice[]
  emerging: { price: string; who: string } | null
  neighbourhoods: { id: number; name: string }[]
  accessFeatures: { value: string; label: string }[]
  studios: StudioOption[]
  saved: {
    weekends: number[]
    tier: string
    emerging: boolean
    studio: number | null
    address: string
    unit: string
    city: string
    postcode: string
    studioName: string
    neighbourhood: number | null
    accessNotes: string
    accessibility: string[]
    accessibilityNotes: string
  }
}

const input = 'mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base'
const button = 'rounded-md px-4 py-2.5 font-medium disabled:opacity-70'

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-red-800">
      {error}
    </p>
  ) : null
}

function Text(props: { name: string; label: string; value: string; error?: string; hint?: string; long?: boolean }) {
  const described = [props.hint ? `${props.name}-hint` : '', props.error ? `${props.name}-error` : '']
    .filter(Boolean)
    .join(' ')
  const common = {
    id: props.name,
    name: props.name,
    defaultValue: props.value,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': described || undefined,
    className: input,
  }
  return (
    <div>
      <label htmlFor={props.name} className="block font-medium">
        {props.label}
      </label>
      {props.hint ? (
        <p id={`${props.name}-hint`} className="text-sm text-muted">
          {props.hint}
        </p>
      ) : null}
      {props.long ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
      <FieldError id={`${props.name}-error`} error={props.error} />
    </div>
  )
}

/** The registration form: weekends, tier, emerging price, studio, accessibility; Save or Continue to payment. */
export function RegistrationForm(props: RegistrationFormProps) {
  const [state, action, pending] = useActionState<RegistrationFormState, FormData>(saveRegistrationAction, {
    status: 'idle',
  })
  const errors = state.fieldErrors ?? {}
  const { saved } = props
  return (
    <form action={action} className="space-y-8" aria-describedby="registration-form-message">
      <div id="registration-form-message">
        <ActionMessage id="registration-message" state={state} />
      </div>

      <fieldset aria-describedby={errors.weekends ? 'weekends-error' : undefined}>
        <legend className="text-xl font-semibold">Your weekends</legend>
        <p className="text-sm text-muted">Choose one weekend, or two.</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {props.weekends.map((weekend) => (
            <label key={weekend.id} className="flex gap-3 rounded-md border border-line bg-white p-3">
              <input
                type="checkbox"
                name="weekends"
                value={weekend.id}
                defaultChecked={saved.weekends.includes(weekend.id)}
                className="mt-1 h-5 w-5"
              />
              <span>
                <span className="block font-medium">{weekend.label}</span>
                <span className="block text-sm">{weekend.dates}</span>
                <span className="block text-sm">{weekend.hours}</span>
                {weekend.note ? <span className="block text-sm text-muted">{weekend.note}</span> : null}
                {weekend.places ? <span className="block text-sm font-medium">{weekend.places}</span> : null}
              </span>
            </label>
          ))}
        </div>
        <FieldError id="weekends-error" error={errors.weekends} />
      </fieldset>

      <fieldset aria-describedby={errors.tier ? 'tier-error' : undefined}>
        <legend className="text-xl font-semibold">Your tier</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {props.tiers.map((tier) => (
            <label key={tier.key} className="flex gap-3 rounded-md border border-line bg-white p-3">
              <input
                type="radio"
                name="tier"
                value={tier.key}
                defaultChecked={(state.fields?.tier ?? saved.tier) === tier.key}
                className="mt-1 h-5 w-5"
              />
              <span>
                <span className="block font-medium">
                  {tier.name} — {tier.price} a weekend
                </span>
                {tier.includes ? <span className="block text-sm">{tier.includes}</span> : null}
              </span>
            </label>
          ))}
        </div>
        <FieldError id="tier-error" error={errors.tier} />
      </fieldset>

      {props.emerging ? (
        <div>
          <label className="flex gap-3">
            <input
              type="checkbox"
              name="emerging"
              value="yes"
              defaultChecked={saved.emerging}
              aria-describedby="emerging-hint"
              className="mt-1 h-5 w-5"
            />
            <span className="font-medium">I am an emerging artist ({props.emerging.price} off)</span>
          </label>
          <p id="emerging-hint" className="ml-8 text-sm text-muted">
            {props.emerging.who}
          </p>
          <FieldError id="emerging-error" error={errors.emerging} />
        </div>
      ) : null}

      <fieldset className="space-y-4">
        <legend className="text-xl font-semibold">Your studio</legend>
        <FieldError id="studio-error" error={errors.studio} />
        {props.studios.length ? (
          <div className="space-y-2">
            {props.studios.map((studio) => (
              <label key={studio.id} className="flex gap-3 rounded-md border border-line bg-white p-3">
                <input
                  type="radio"
                  name="studioChoice"
                  value={studio.id}
                  defaultChecked={saved.studio === studio.id}
                  className="mt-1 h-5 w-5"
                />
                <span>
                  <span className="block font-medium">Join {studio.label}</span>
                  <span className="block text-sm">{studio.detail}</span>
                </span>
              </label>
            ))}
            <label className="flex gap-3 rounded-md border border-line bg-white p-3">
              <input
                type="radio"
                name="studioChoice"
                value="new"
                defaultChecked={!props.studios.some((studio) => studio.id === saved.studio)}
                className="mt-1 h-5 w-5"
              />
              <span className="font-medium">A studio of my own, described below</span>
            </label>
          </div>
        ) : (
          <input type="hidden" name="studioChoice" value="new" />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Text
              name="address"
              label="Street address"
              value={state.fields?.address ?? saved.address}
              error={errors.address}
            />
          </div>
          <Text name="unit" label="Unit or floor (optional)" value={saved.unit} />
          <Text name="studioName" label="Building or studio name (optional)" value={saved.studioName} />
          <Text name="city" label="City" value={saved.city} />
          <Text name="postcode" label="Postcode" value={saved.postcode} error={errors.postcode} />
          <div>
            <label htmlFor="neighbourhood" className="block font-medium">
              Neighbourhood
            </label>
            <select id="neighbourhood" name="neighbourhood" defaultValue={saved.neighbourhood ?? ''} className={input}>
              <option value="">Choose…</option>
              {props.neighbourhoods.map((place) => (
                <option key={place.id} value={place.id}>
                  {place.name}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-2">
            <Text
              name="accessNotes"
              label="Access notes (optional)"
              hint="How visitors get in: a buzzer, a side door, the floor."
              value={saved.accessNotes}
              long
            />
          </div>
        </div>
      </fieldset>

      <fieldset aria-describedby={errors.accessibility ? 'accessibility-error' : undefined}>
        <legend className="text-xl font-semibold">Accessibility</legend>
        <p className="text-sm text-muted">What your studio offers visitors who need it, as the guide prints it.</p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {props.accessFeatures.map((feature) => (
            <label key={feature.value} className="flex gap-3">
              <input
                type="checkbox"
                name="accessibility"
                value={feature.value}
                defaultChecked={saved.accessibility.includes(feature.value)}
                className="mt-1 h-5 w-5"
              />
              <span>{feature.label}</span>
            </label>
          ))}
        </div>
        <div className="mt-3">
          <Text
            name="accessibilityNotes"
            label="Accessibility notes (optional)"
            value={saved.accessibilityNotes}
            error={errors.accessibility}
            long
          />
        </div>
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={pending}
          className={`${button} border border-stone-500 bg-white text-ink hover:bg-stone-100`}
        >
          Save
        </button>
        <button
          type="submit"
          name="intent"
          value="pay"
          disabled={pending}
          className={`${button} bg-accent text-white hover:bg-accent-strong`}
        >
          {pending ? 'Working…' : 'Continue to payment'}
        </button>
      </div>
    </form>
  )
}

/** Continue to payment (awaiting payment) or pay for the place offered. */
export function PayForm({ label }: { label: string }) {
  const [state, action, pending] = useActionState<ActionState, FormData>(payRegistrationAction, { status: 'idle' })
  return (
    <form action={action} className="space-y-2">
      <ActionMessage id="pay-message" state={state} />
      <button type="submit" disabled={pending} className={`${button} bg-accent text-white hover:bg-accent-strong`}>
        {pending ? 'Going to checkout…' : label}
      </button>
    </form>
  )
}

/** The confirm step of a withdrawal: the refund it gives, then "Yes, withdraw". */
export function WithdrawForm({ refund }: { refund: string }) {
  const [state, action, pending] = useActionState<ActionState, FormData>(withdrawRegistrationAction, {
    status: 'idle',
  })
  return (
    <form action={action} className="space-y-3">
      <ActionMessage id="withdraw-message" state={state} />
      <p>{refund}</p>
      <input type="hidden" name="confirm" value="yes" />
      <button type="submit" disabled={pending} className={`${button} bg-red-800 text-white hover:bg-red-900`}>
        {pending ? 'Withdrawing…' : 'Yes, withdraw my registration'}
      </button>
    </form>
  )
}
