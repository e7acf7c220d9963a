'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'
import { z } from 'zod'

import { findAccountByEmail } from '../../services/accounts-by-email'
import { setStaffRoles, STAFF_CHANGES, staffRolesAfter } from '../../services/admin-setter'
import { mergeAccounts, parseAccountId } from '../../services/merger'
import { approveVerifications, decideVerification } from '../../services/verifier'
import { mayUseTool } from '../tools'
import { type ActionState, fieldErrorsOf, text } from '@/platform/forms'
import { requestPerson } from '@/platform/payload'

export type ToolState = ActionState & {
  /** Which form the answer belongs to, when a page has one per item. */
  key?: string
}

const SESSION_ENDED: ToolState = { status: 'error', message: 'Your session has ended: sign in again.' }

/** The person behind this request, as Payload sees it, and whether they may use the tool. */
async function caller(tool: string) {
  const { payload, person: user } = await requestPerson()
  return { payload, user, allowed: mayUseTool(tool, user) }
}

/** One request decided from its page (decisions 027, 087): back to the queue, which says what was done. */
export async function decideOneRequestAction(_previous: ToolState, form: FormData): Promise<ToolState> {
  const { payload, user, allowed } = await caller('verifier')
  if (!user) return SESSION_ENDED
  if (!allowed) return { status: 'error', message: 'Only staff approve or reject requests.' }
  const result = await decideVerification(payload, user, {
    source: text(form, 'source'),
    id: text(form, 'id'),
    decision: text(form, 'decision'),
    reason: text(form, 'reason'),
  })
  if (!result.ok) return { status: 'error', message: result.message }
  if (result.mail === 'failed') {
    return {
      status: 'done',
      message: `${result.done} The email to them could not be sent (see the server log): please tell them another way.`,
    }
  }
  redirect(
    `${payload.config.routes.admin}/verifier?${new URLSearchParams({ [result.decision === 'approve' ? 'approved' : 'rejected']: result.person.email })}`,
  )
}

/** The ticked requests approved at once, or none (decision 087); each person is emailed. */
export async function approveSelectedRequestsAction(_previous: ToolState, form: FormData): Promise<ToolState> {
  const { payload, user, allowed } = await caller('verifier')
  if (!user) return SESSION_ENDED
  if (!allowed) return { status: 'error', message: 'Only staff approve or reject requests.' }
  const result = await approveVerifications(payload, user, form.getAll('selected'))
  if (!result.ok) return { status: 'error', message: result.message }
  if (result.mailsFailed > 0) {
    refresh()
    return {
      status: 'done',
      message: `${result.done.join(' ')} ${result.mailsFailed} of the emails could not be sent (see the server log): please tell them another way.`,
    }
  }
  // The approved leave the queue (perhaps the last of it): the queue says what was done.
  redirect(
    `${payload.config.routes.admin}/verifier?${new URLSearchParams(result.people.map((email) => ['approved', email]))}`,
  )
}

export async function mergeNow(_previous: ToolState, form: FormData): Promise<ToolState> {
  const { payload, user, allowed } = await caller('usermerger')
  if (!user) return SESSION_ENDED
  if (!allowed) return { status: 'error', message: 'Only administrators merge accounts.' }
  const survivor = parseAccountId(text(form, 'keep'))
  const absorbed = parseAccountId(text(form, 'absorb'))
  if (!survivor || !absorbed)
    return { status: 'error', message: 'Choose the account to keep and the one to merge away.' }
  let auditId: number | null
  try {
    const result = await mergeAccounts(payload, user, { absorbed, survivor }, { dryRun: false })
    if (!result.ok) return { status: 'error', message: result.message }
    auditId = result.auditId
  } catch (error) {
    payload.logger.error({ err: error, absorbed, survivor }, 'usermerger: the merge failed and was rolled back')
    return {
      status: 'error',
      message: 'The merge failed and nothing was changed. The server log has the details; try again or ask for help.',
    }
  }
  redirect(`/cpanel/usermerger?merged=${auditId}`)
}

const staffChange = z.object({
  email: z.email({ message: 'Enter the email address of the person, like name@example.org.' }).max(254),
  change: z.enum(STAFF_CHANGES, { message: 'Choose what to change.' }),
})

const CHANGED = {
  'grant-admin': 'is now an administrator',
  'revoke-admin': 'is no longer an administrator',
  'grant-staff': 'is now staff',
  'revoke-staff': 'is no longer staff',
} as const

const UNCHANGED = {
  'grant-admin': 'is already an administrator',
  'revoke-admin': 'is not an administrator',
  'grant-staff': 'already holds the staff role',
  'revoke-staff': 'does not hold the staff role (an administrator counts as staff until admin is revoked)',
} as const

export async function changeStaffRole(_previous: ToolState, form: FormData): Promise<ToolState> {
  const fields = { email: text(form, 'email').trim(), change: text(form, 'change') }
  const key = text(form, 'key') || 'form'
  const { payload, user, allowed } = await caller('adminsetter')
  if (!user) return SESSION_ENDED
  if (!allowed) return { status: 'error', message: 'Only administrators grant or revoke admin and staff.' }
  const parsed = staffChange.safeParse(fields)
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error)
    return { status: 'error', key, fields, fieldErrors, message: Object.values(fieldErrors)[0] }
  }
  const email = parsed.data.email.toLowerCase()
  const target = await findAccountByEmail(payload, email)
  if (!target || target.mergedInto) {
    return {
      status: 'error',
      key,
      fields,
      fieldErrors: { email: 'No account has this address.' },
      message: `No account has the address ${email}.`,
    }
  }
  const wanted = staffRolesAfter(target.roles ?? [], parsed.data.change)
  if (!wanted) return { status: 'done', key, message: `Nothing to change: ${email} ${UNCHANGED[parsed.data.change]}.` }
  const result = await setStaffRoles(payload, user, target.id, wanted)
  if (!result.ok) return { status: 'error', key, fields, message: result.message }
  refresh()
  return { status: 'done', key, message: `${email} ${CHANGED[parsed.data.change]}.` }
}
