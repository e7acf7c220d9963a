import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { z } from 'zod'

import { isStaff, ROLE_LABELS, type Person, type Role } from '../roles'
import { sendInvitationMail } from './account-mail'
import { findAccountByEmail } from './accounts-by-email'
import { recordAudit } from './audit'
import { inTransaction } from '@/platform/database/transaction'

/** The roles staff give in `addmembers`; admin and staff are granted only by administrators (`adminsetter`). */
export const ASSIGNABLE_ROLES = ['artist', 'artlover', 'advertiser', 'partner'] as const satisfies readonly Role[]
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number]

const rolesInWords = ASSIGNABLE_ROLES.map((role) => ROLE_LABELS[role].toLowerCase()).join(', ')

export const addMemberSchema = z.object({
  name: z.string().trim().min(1, 'Give the person’s name.').max(200, 'Use at most 200 characters for the name.'),
  email: z
    .string()
    .trim()
    .pipe(z.email({ message: 'Enter an email address, like name@example.org.' }).max(254, 'This address is too long.')),
  roles: z
    .array(
      z.enum(ASSIGNABLE_ROLES, {
        error: (issue) =>
          `“${String(issue.input).slice(0, 40)}” cannot be given here: choose from ${rolesInWords}. ` +
          'Administrators grant admin and staff in “Administrators and staff”.',
      }),
    )
    .transform((roles) => [...new Set(roles)]),
  invite: z.boolean(),
})

export type NewMember = z.infer<typeof addMemberSchema>

export type AddMemberResult =
  | { ok: true; id: number; email: string; invited: boolean }
  | { ok: false; problem: 'not-staff' | 'email-taken' | 'mail-failed'; message: string; existingId?: number }

/**
 * Nobody knows this password, not even the person: they choose their own
 * through the invitation, or later through "Forgot your password?". Payload
 * needs one to create an account, and 256 characters meet any configured minimum.
 */
function unusablePassword(): string {
  return randomBytes(192).toString('base64url')
}

function emailTaken(email: string, existingId?: number): AddMemberResult {
  return {
    ok: false,
    problem: 'email-taken',
    message: `An account with the address ${email} already exists, so nobody was added.`,
    existingId,
  }
}

/**
 * Payload's own check (a validation error on `email`), or the unique index,
 * when two people add the same address at once. Read by shape, not by class:
 * the production build renames Payload's error classes (decision 012).
 */
function isDuplicateEmail(error: unknown): boolean {
  const shape = error as { code?: string; data?: { errors?: { path?: string }[] } } | null
  return shape?.code === '23505' || Boolean(shape?.data?.errors?.some((problem) => problem.path === 'email'))
}

/**
 * `addmembers`: staff create an account by hand, optionally with an invitation
 * to choose a password. The account, its audit row and the invitation's code
 * are written in one transaction, and the mail is sent before it commits: when
 * the mail cannot be sent, nothing is kept.
 */
export async function addMember(payload: Payload, actor: Person, member: NewMember): Promise<AddMemberResult> {
  if (!isStaff(actor)) return { ok: false, problem: 'not-staff', message: 'Only staff add people.' }
  const email = member.email.toLowerCase()
  try {
    return await inTransaction<AddMemberResult>(payload, async ({ req }) => {
      const existing = await findAccountByEmail(payload, email, req)
      if (existing) return { commit: false, value: emailTaken(email, existing.id) }
      const person = await payload.create({
        collection: 'users',
        overrideAccess: true,
        req,
        data: {
          name: member.name,
          email,
          password: unusablePassword(),
          roles: member.roles,
          // Staff adding an artist by hand is the verification an applicant waits for.
          artistApplication: member.roles.includes('artist') ? 'approved' : 'none',
        },
      })
      await recordAudit(
        payload,
        {
          actor: Number(actor.id),
          action: 'addmembers.create',
          targetCollection: 'users',
          targetId: person.id,
          target: email,
          summary: { roles: member.roles, invited: member.invite },
        },
        req,
      )
      if (member.invite) {
        try {
          await sendInvitationMail(payload, { id: person.id, email, name: member.name }, req)
        } catch (error) {
          payload.logger.warn({ err: error }, 'addmembers: the invitation could not be sent; nothing was saved')
          return {
            commit: false,
            value: {
              ok: false,
              problem: 'mail-failed',
              message:
                'The invitation could not be sent, so nobody was added. Try again later, or add the person without an invitation.',
            },
          }
        }
      }
      return { commit: true, value: { ok: true, id: person.id, email, invited: member.invite } }
    })
  } catch (error) {
    if (isDuplicateEmail(error)) return emailTaken(email)
    throw error
  }
}
