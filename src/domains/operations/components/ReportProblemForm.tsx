'use client'

import { useActionState } from 'react'

import { ActionMessage, SubmitButton, TextField } from '@/ui/forms'

import type { ReportFormState } from './report-form'

const idle: ReportFormState = { status: 'idle' }
const inputClass =
  'mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700'

/** The report form: a plain post that works without JavaScript; once sent, the thanks replace it. */
export function ReportProblemForm({
  action,
  page,
  digest,
  signedInAs,
  accept,
}: {
  action: (previous: ReportFormState, form: FormData) => Promise<ReportFormState>
  page: string
  digest: string
  signedInAs: string | null
  accept: string
}) {
  const [state, formAction, pending] = useActionState(action, idle)
  const from = state.fields?.page ?? page
  const reference = state.fields?.digest ?? digest
  if (state.status === 'done') {
    return (
      <div className="mt-8 space-y-4">
        <ActionMessage id="report-message" state={state} />
        <p>
          <a href={from || '/'}>Back to {from ? 'the page you were on' : 'the home page'}</a>
        </p>
      </div>
    )
  }
  const errors = state.fieldErrors ?? {}
  return (
    <form action={formAction} encType="multipart/form-data" noValidate className="mt-8 space-y-5">
      <ActionMessage id="report-message" state={state} />
      <input type="hidden" name="page" value={from} />
      <input type="hidden" name="digest" value={reference} />
      {from ? (
        <p className="text-sm text-muted">
          About the page <code>{from}</code>
          {reference ? (
            <>
              {' '}
              (error reference <code>{reference}</code>)
            </>
          ) : null}
        </p>
      ) : null}
      <div>
        <label htmlFor="description" className="block font-medium">
          What went wrong?
        </label>
        <p id="description-hint" className="text-sm text-muted">
          What you did, what you expected, and what happened instead.
        </p>
        <textarea
          id="description"
          name="description"
          rows={6}
          required
          maxLength={4000}
          defaultValue={state.fields?.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`description-hint${errors.description ? ' description-error' : ''}`}
          className={inputClass}
        />
        {errors.description ? (
          <p id="description-error" className="mt-1 text-sm text-red-800">
            {errors.description}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="screenshot" className="block font-medium">
          A screenshot (optional)
        </label>
        <p id="screenshot-hint" className="text-sm text-muted">
          A picture of the problem: JPEG, PNG, WebP or GIF, up to 1 MB.
        </p>
        <input
          id="screenshot"
          name="screenshot"
          type="file"
          accept={accept}
          aria-invalid={errors.screenshot ? true : undefined}
          aria-describedby={`screenshot-hint${errors.screenshot ? ' screenshot-error' : ''}`}
          className="mt-1 block w-full text-base"
        />
        {errors.screenshot ? (
          <p id="screenshot-error" className="mt-1 text-sm text-red-800">
            {errors.screenshot}
          </p>
        ) : null}
      </div>
      {signedInAs ? (
        <p className="text-sm text-muted">We will write to {signedInAs} when it is fixed.</p>
      ) : (
        <TextField
          name="email"
          label="Your email (optional)"
          type="email"
          autoComplete="email"
          required={false}
          hint="Only to tell you when it is fixed."
          defaultValue={state.fields?.email}
          error={errors.email}
        />
      )}
      {/* A field people never see or reach: robots fill it in, and their report is dropped. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="website">Leave this empty</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <SubmitButton pending={pending} label="Send the report" pendingLabel="Sending…" />
    </form>
  )
}
