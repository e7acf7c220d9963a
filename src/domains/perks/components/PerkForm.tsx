'use client'

import { useActionState } from 'react'

import { FormMessage } from '@/ui/forms'

import { savePerkAction, type PerkFormState } from '../actions'
import {
  CODE_MAX,
  DESCRIPTION_MAX,
  DISCOUNT_MAX,
  PERK_ELIGIBILITIES,
  PERK_ELIGIBILITY_LABELS,
  TITLE_MAX,
  BUSINESS_NAME_MAX,
} from '../services/vocabulary'

const idle: PerkFormState = { status: 'idle' }

export type PerkFormValues = {
  businessName: string
  title: string
  description: string
  discount: string
  redemption: string
  code: string
  eligibility: string
  validFrom: string
  validUntil: string
  picture: string
}

const inputClass =
  'mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700'

function Field(props: {
  name: keyof PerkFormValues | 'alt'
  label: string
  hint?: string
  error?: string
  defaultValue: string
  maxLength?: number
  rows?: number
  type?: 'text' | 'date'
  required?: boolean
}) {
  const id = `perk-${props.name}`
  const described = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : ''].filter(Boolean).join(' ')
  const common = {
    id,
    name: props.name,
    defaultValue: props.defaultValue,
    maxLength: props.maxLength,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': described || undefined,
    'aria-required': props.required ? true : undefined,
    className: inputClass,
  }
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {props.label}
        {props.required ? null : <span className="font-normal text-muted"> (optional)</span>}
      </label>
      {props.hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {props.hint}
        </p>
      ) : null}
      {props.rows ? <textarea rows={props.rows} {...common} /> : <input type={props.type ?? 'text'} {...common} />}
      {props.error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {props.error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * A partner's perk (decision 062): what, the discount, how to redeem it, who
 * may use it, when, and a picture. Every check is the server's; refusals come
 * back beside their field with what was typed kept. Works without JavaScript.
 */
export function PerkForm({
  id,
  values,
  picture,
  flash,
}: {
  id?: number
  values: PerkFormValues
  picture?: { url: string; alt: string } | null
  flash?: string
}) {
  const [state, action, pending] = useActionState(savePerkAction, idle)
  const errors = state.fieldErrors ?? {}
  const value = (name: keyof PerkFormValues) => state.fields?.[name as keyof PerkFormState['fields']] ?? values[name]
  const message = state.status !== 'idle' ? state.message : flash
  return (
    <form action={action} encType="multipart/form-data" className="space-y-6" noValidate>
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <input type="hidden" name="picture" value={value('picture')} />
      {message ? (
        <FormMessage id="perk-message" tone={state.status === 'error' ? 'error' : 'success'}>
          {message}
        </FormMessage>
      ) : null}
      <Field
        name="businessName"
        label="Business"
        required
        maxLength={BUSINESS_NAME_MAX}
        defaultValue={value('businessName')}
        error={errors.businessName}
      />
      <Field
        name="title"
        label="What the perk is"
        required
        maxLength={TITLE_MAX}
        defaultValue={value('title')}
        error={errors.title}
        hint="Such as “Framing for members”."
      />
      <Field
        name="description"
        label="Description"
        required
        rows={4}
        maxLength={DESCRIPTION_MAX}
        defaultValue={value('description')}
        error={errors.description}
        hint="What members get and anything they should know: which shops, which products."
      />
      <Field
        name="discount"
        label="The discount"
        required
        maxLength={DISCOUNT_MAX}
        defaultValue={value('discount')}
        error={errors.discount}
        hint="In a few words, such as “15% off framing”."
      />

      <fieldset className="space-y-2" aria-describedby={errors.redemption ? 'perk-redemption-error' : undefined}>
        <legend className="font-medium">How members redeem it</legend>
        {errors.redemption ? (
          <p id="perk-redemption-error" className="text-sm text-red-800">
            {errors.redemption}
          </p>
        ) : null}
        <label className="flex items-start gap-2">
          <input
            type="radio"
            name="redemption"
            value="card"
            defaultChecked={value('redemption') !== 'code'}
            className="mt-1.5"
          />
          <span>They show their membership card (you check it by scanning its QR code)</span>
        </label>
        <label className="flex items-start gap-2">
          <input
            type="radio"
            name="redemption"
            value="code"
            defaultChecked={value('redemption') === 'code'}
            className="mt-1.5"
          />
          <span>They give a code, online or in the shop</span>
        </label>
      </fieldset>
      <Field
        name="code"
        label="The code, if members give one"
        maxLength={CODE_MAX}
        defaultValue={value('code')}
        error={errors.code}
        hint="Only members who may use the perk ever see it."
      />

      <fieldset className="space-y-2" aria-describedby={errors.eligibility ? 'perk-eligibility-error' : undefined}>
        <legend className="font-medium">Who may use it</legend>
        {errors.eligibility ? (
          <p id="perk-eligibility-error" className="text-sm text-red-800">
            {errors.eligibility}
          </p>
        ) : null}
        {PERK_ELIGIBILITIES.map((eligibility) => (
          <label key={eligibility} className="flex items-start gap-2">
            <input
              type="radio"
              name="eligibility"
              value={eligibility}
              defaultChecked={value('eligibility') === eligibility}
              className="mt-1.5"
            />
            <span>{PERK_ELIGIBILITY_LABELS[eligibility]}</span>
          </label>
        ))}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="validFrom"
          label="First day"
          type="date"
          required
          defaultValue={value('validFrom')}
          error={errors.validFrom}
          hint="YYYY-MM-DD"
        />
        <Field
          name="validUntil"
          label="Last day"
          type="date"
          defaultValue={value('validUntil')}
          error={errors.validUntil}
          hint="YYYY-MM-DD; empty for no end."
        />
      </div>

      <fieldset className="space-y-2 rounded-md border border-dashed border-stone-400 p-3">
        <legend className="px-1 font-medium">A picture</legend>
        {picture ? (
          <div className="flex items-center gap-3">
            {/* eslint-disable-next-line @next/next/no-img-element -- a small preview from the image library */}
            <img src={picture.url} alt={picture.alt} className="h-20 w-20 rounded object-cover" />
            <span className="text-sm">The perk’s picture now. Upload another to replace it.</span>
          </div>
        ) : null}
        <label htmlFor="perk-upload" className="block font-medium">
          Upload a picture <span className="font-normal text-muted">(optional)</span>
        </label>
        <p id="perk-upload-hint" className="text-sm text-muted">
          JPEG, PNG or WebP, up to 1 MB: your shop, your work, or your logo.
        </p>
        <input
          id="perk-upload"
          name="upload"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={`perk-upload-hint${errors.upload ? ' perk-upload-error' : ''}`}
          aria-invalid={errors.upload ? true : undefined}
          className="block text-sm"
        />
        {errors.upload ? (
          <p id="perk-upload-error" className="text-sm text-red-800">
            {errors.upload}
          </p>
        ) : null}
        <Field
          name="alt"
          label="What the picture shows"
          maxLength={300}
          defaultValue={state.fields?.alt ?? ''}
          error={errors.alt}
          hint="Needed with a new picture, for people who cannot see it."
        />
      </fieldset>

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
