'use server'

import { login, logout } from '@payloadcms/next/auth'
import { refresh } from 'next/cache'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { payloadConfig, payloadInstance, requestPerson } from '@/platform/payload'
import { z } from 'zod'

import { config as settings } from '@/platform/config'
import { currentRequestHeaders } from '@/platform/http/request-headers'

import { emailChangeSchema, requestEmailChange } from './services/email-change'
import { endMasquerade, MASQUERADE_COOKIE, startMasquerade } from './services/masquerade'
import { masqueraderOf } from './services/masquerade-auth'
import { safeNextPath } from './services/next-path'
import { sessionCookie } from './services/session'
import { signInFailureMessage, signInSchema, type SignInState } from './services/sign-in'
import { deviceCookieAfterSignIn } from './services/sign-in-throttle'
import { changePassword, resendVerification } from './services/dashboard'
import { unlinkIdentity } from './services/linked-sign-ins'
import { providerLabel, unlinkMessage } from './services/oidc'
import { passwordSchema, requestPasswordReset, resetPassword, signUp, signUpSchema } from './services/sign-up'
import { type ActionState, fieldErrorsOf } from '@/platform/forms'

export type FormState = ActionState

/** The sign-in form's action: works as a plain form post without JavaScript. */
export async function signIn(_previous: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get('email') ?? '').trim()
  const parsed = signInSchema.safeParse({ email, password: form.get('password') ?? '' })
  if (!parsed.success) {
    return {
      status: 'error',
      message: 'Please correct the highlighted fields.',
      fields: { email },
      fieldErrors: fieldErrorsOf(parsed.error),
    }
  }
  const payload = await payloadInstance()
  // With the request's headers (address, device cookie), so the users collection's hooks throttle this attempt.
  const req = { headers: await currentRequestHeaders(), context: {} }
  try {
    const { token } = await payload.login({ collection: 'users', data: parsed.data, req })
    const jar = await cookies()
    const session = sessionCookie(payload, token!)
    jar.set(session.name, session.value, session.options)
    const device = deviceCookieAfterSignIn(req)
    if (device) jar.set(device.name, device.value, device.options)
  } catch (error) {
    return { status: 'error', message: signInFailureMessage(error), fields: { email } }
  }
  redirect(safeNextPath(form.get('next'), '/dashboard'))
}

export async function signOut(): Promise<void> {
  await logout({ config: await payloadConfig() })
  redirect('/')
}

export async function join(_previous: FormState, form: FormData): Promise<FormState> {
  const fields = {
    name: String(form.get('name') ?? ''),
    email: String(form.get('email') ?? '').trim(),
    kind: String(form.get('kind') ?? ''),
  }
  const parsed = signUpSchema(settings().PASSWORD_MIN_LENGTH).safeParse({
    ...fields,
    password: form.get('password') ?? '',
  })
  if (!parsed.success) {
    return {
      status: 'error',
      message: 'Please correct the highlighted fields.',
      fields,
      fieldErrors: fieldErrorsOf(parsed.error),
    }
  }
  const result = await signUp(await payloadInstance(), parsed.data)
  if (!result.ok) {
    return {
      status: 'error',
      message: 'An account with this email address already exists. Sign in, or reset your password if you forgot it.',
      fields,
      fieldErrors: { email: 'This address already has an account.' },
    }
  }
  await login({
    collection: 'users',
    config: await payloadConfig(),
    email: parsed.data.email,
    password: parsed.data.password,
  })
  return {
    status: 'done',
    message: `Welcome! We sent a link to ${parsed.data.email.toLowerCase()}: open it to confirm your address.`,
    fields: { kind: parsed.data.kind },
  }
}

const emailOnly = z.object({ email: z.email({ message: 'Enter your email address, like name@example.org.' }).max(254) })

export async function forgotPassword(_previous: FormState, form: FormData): Promise<FormState> {
  const email = String(form.get('email') ?? '').trim()
  const parsed = emailOnly.safeParse({ email })
  if (!parsed.success) return { status: 'error', fields: { email }, fieldErrors: fieldErrorsOf(parsed.error) }
  await requestPasswordReset(await payloadInstance(), parsed.data.email)
  return {
    status: 'done',
    message: `If an account exists for ${parsed.data.email}, we sent it a link to choose a new password. The link works for one hour.`,
  }
}

export async function chooseNewPassword(_previous: FormState, form: FormData): Promise<FormState> {
  const parsed = passwordSchema(settings().PASSWORD_MIN_LENGTH).safeParse(form.get('password') ?? '')
  if (!parsed.success) return { status: 'error', fieldErrors: { password: parsed.error.issues[0]!.message } }
  const outcome = await resetPassword(await payloadInstance(), form.get('oobCode'), parsed.data)
  if (!outcome.ok) {
    return {
      status: 'error',
      message:
        outcome.reason === 'expired'
          ? 'This link has expired. Ask for a new one.'
          : outcome.reason === 'used'
            ? 'This link has already been used. Ask for a new one if you still need it.'
            : 'This link is not valid. Ask for a new one.',
    }
  }
  return {
    status: 'done',
    message: 'Your password is changed, and you are signed out everywhere. Sign in with the new one.',
  }
}

/** The signed-in person, as Payload sees the request; actions change only that person's account. */
const currentPerson = requestPerson

const nameSchema = z.string().trim().min(1, 'Tell us your name.').max(200, 'Use at most 200 characters for your name.')

export async function updateName(_previous: FormState, form: FormData): Promise<FormState> {
  const { payload, person } = await currentPerson()
  if (!person) return { status: 'error', message: 'Your session has ended: sign in again.' }
  const parsed = nameSchema.safeParse(form.get('name') ?? '')
  if (!parsed.success) return { status: 'error', fieldErrors: { name: parsed.error.issues[0]!.message } }
  await payload.update({
    collection: 'users',
    id: person.id,
    overrideAccess: false,
    user: person,
    data: { name: parsed.data },
  })
  return { status: 'done', message: 'Your name is saved.', fields: { name: parsed.data } }
}

const MASQUERADE_REFUSAL =
  'While you view the site as someone else, their password, email address and linked sign-ins stay as they are.'

export async function updatePassword(_previous: FormState, form: FormData): Promise<FormState> {
  const { payload, person } = await currentPerson()
  if (!person) return { status: 'error', message: 'Your session has ended: sign in again.' }
  if (masqueraderOf(person)) return { status: 'error', message: MASQUERADE_REFUSAL }
  const next = passwordSchema(settings().PASSWORD_MIN_LENGTH).safeParse(form.get('newPassword') ?? '')
  if (!next.success) return { status: 'error', fieldErrors: { newPassword: next.error.issues[0]!.message } }
  const result = await changePassword(payload, person, String(form.get('currentPassword') ?? ''), next.data)
  if (!result.ok) {
    return {
      status: 'error',
      fieldErrors: { [result.field === 'current' ? 'currentPassword' : 'newPassword']: result.message },
    }
  }
  // Every session ended with the old password; this browser signs in again with the new one.
  await login({ collection: 'users', config: await payloadConfig(), email: person.email, password: next.data })
  return { status: 'done', message: 'Your password is changed. Other devices are signed out.' }
}

export async function changeEmail(_previous: FormState, form: FormData): Promise<FormState> {
  const { payload, person } = await currentPerson()
  if (!person) return { status: 'error', message: 'Your session has ended: sign in again.' }
  if (masqueraderOf(person)) return { status: 'error', message: MASQUERADE_REFUSAL }
  const fields = { newEmail: String(form.get('newEmail') ?? '').trim() }
  const parsed = emailChangeSchema.safeParse({ ...fields, confirmPassword: form.get('confirmPassword') ?? '' })
  if (!parsed.success) return { status: 'error', fields, fieldErrors: fieldErrorsOf(parsed.error) }
  const outcome = await requestEmailChange(payload, person, parsed.data)
  if (!outcome.ok) return { status: 'error', fields, fieldErrors: { [outcome.field]: outcome.message } }
  return {
    status: 'done',
    message: `We sent a link to ${outcome.newEmail}. Your address changes when you open it; until then it stays ${person.email}.`,
  }
}

export async function sendVerificationAgain(_previous: FormState): Promise<FormState> {
  const { payload, person } = await currentPerson()
  if (!person) return { status: 'error', message: 'Your session has ended: sign in again.' }
  const outcome = await resendVerification(payload, person.id)
  return outcome === 'sent'
    ? { status: 'done', message: `We sent a new link to ${person.email}.` }
    : { status: 'done', message: 'Your email address is already confirmed.' }
}

/** From the control panel: an administrator starts viewing the site as this person. */
export async function viewSiteAs(_previous: FormState, form: FormData): Promise<FormState> {
  const { payload, person } = await currentPerson()
  if (!person) return { status: 'error', message: 'Your session has ended: sign in again.' }
  const targetId = Number(form.get('personId'))
  if (!Number.isSafeInteger(targetId) || targetId <= 0) return { status: 'error', message: 'No person was chosen.' }
  const started = await startMasquerade(payload, person, targetId)
  if (!started.ok) return { status: 'error', message: started.message }
  ;(await cookies()).set(MASQUERADE_COOKIE, started.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings().production,
    path: '/',
    expires: started.expiresAt,
  })
  redirect('/dashboard')
}

/** The banner's button: back to being oneself, at the person's page in the control panel. */
export async function stopViewingAs(): Promise<void> {
  const jar = await cookies()
  const token = jar.get(MASQUERADE_COOKIE)?.value
  jar.delete(MASQUERADE_COOKIE)
  const targetId = token ? await endMasquerade(await payloadInstance(), token) : null
  redirect(targetId ? `/cpanel/collections/users/${targetId}` : '/cpanel')
}

/** "Unlink" on the dashboard's linked sign-ins; the last way to sign in stays. */
export async function unlinkSignIn(_previous: FormState, form: FormData): Promise<FormState> {
  const { payload, person } = await currentPerson()
  if (!person) return { status: 'error', message: 'Your session has ended: sign in again.' }
  if (masqueraderOf(person)) return { status: 'error', message: MASQUERADE_REFUSAL }
  const providerId = String(form.get('provider') ?? '').slice(0, 40)
  const outcome = await unlinkIdentity(payload, person.id, providerId)
  const message = unlinkMessage(outcome, providerLabel(settings(), providerId))
  if (!outcome.ok) return { status: 'error', message }
  refresh()
  return { status: 'done', message }
}
