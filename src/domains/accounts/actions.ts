'use server'

import { login, logout } from '@payloadcms/next/auth'
import { redirect } from 'next/navigation'

import { safeNextPath } from './services/next-path'
import { signInFailureMessage, signInSchema, type SignInState } from './services/sign-in'

// Loaded when an action runs: the Payload config imports this domain, so a static import would be circular.
const payloadConfig = async () => (await import('@payload-config')).default

/** The sign-in form's action: works as a plain form post without JavaScript. */
export async function signIn(_previous: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get('email') ?? '').trim()
  const parsed = signInSchema.safeParse({ email, password: form.get('password') ?? '' })
  if (!parsed.success) {
    const fieldErrors: SignInState['fieldErrors'] = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as 'email' | 'password'
      fieldErrors[field] ??= issue.message
    }
    return { status: 'error', message: 'Please correct the highlighted fields.', fields: { email }, fieldErrors }
  }
  try {
    await login({
      collection: 'users',
      config: await payloadConfig(),
      email: parsed.data.email,
      password: parsed.data.password,
    })
  } catch (error) {
    return { status: 'error', message: signInFailureMessage(error), fields: { email } }
  }
  redirect(safeNextPath(form.get('next')))
}

export async function signOut(): Promise<void> {
  await logout({ config: await payloadConfig() })
  redirect('/')
}
