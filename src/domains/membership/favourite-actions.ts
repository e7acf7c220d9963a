'use server'

import { redirect } from 'next/navigation'
import { refresh } from 'next/cache'

import { safeNextPath } from '@/domains/accounts'
import { type ActionState, text } from '@/platform/forms'
import { requestPerson } from '@/platform/payload'

import { parseArtLoverPageForm, parseFavouriteTarget } from './services/favourite-rules'
import { saveArtLoverPage, setFavourite } from './services/favourites'

/**
 * The heart on an artist's or artwork's page, and the dashboard's unheart: a
 * plain form (it works without JavaScript) for the signed-in person only; a
 * guest is sent to sign in and back. Returns to the page it came from.
 */
export async function heartAction(form: FormData): Promise<void> {
  const back = safeNextPath(text(form, 'back'), '/dashboard')
  const { payload, person } = await requestPerson()
  if (!person) redirect(`/login?next=${encodeURIComponent(back)}`)
  const target = parseFavouriteTarget(text(form, 'kind'), text(form, 'id'))
  if (target) await setFavourite(payload, Number(person.id), target, text(form, 'want') === 'remove' ? 'remove' : 'add')
  redirect(back)
}

/** The dashboard's switch for the person's public page at `/artlover/{id}`, and its name. */
export async function artLoverPageAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const fields = { shown: text(form, 'shown'), displayName: text(form, 'displayName') }
  const { payload, person } = await requestPerson()
  if (!person) return { status: 'error', message: 'Sign in again: your session has ended.', fields }
  const parsed = parseArtLoverPageForm(fields)
  if (!parsed.ok)
    return { status: 'error', message: parsed.message, fields, fieldErrors: { [parsed.field]: parsed.message } }
  await saveArtLoverPage(payload, Number(person.id), { shown: parsed.shown, displayName: parsed.displayName })
  refresh()
  return {
    status: 'done',
    message: parsed.shown ? 'Your public page is on.' : 'Your public page is off: it answers “not found”.',
  }
}
