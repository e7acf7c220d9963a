import type { Payload, PayloadRequest } from 'payload'

import { isStaff, type Person } from '@/domains/accounts'
import { awaitingReview, forReview } from '@/platform/payload'
import type { ArtistProfile } from '@/payload-types'

import { refusalOf, type Outcome } from './outcomes'
import { rejectionProblem } from './rules'

/**
 * Staff's side of decision 024: profiles waiting for verification, the change
 * beside the version that is public, and the decision. The control panel's
 * verifier brings these into its queue, with the artist's mail and the audit
 * entry.
 */

const NO_PROFILE = 'There is no such artist profile.'

/** Submitted profiles, oldest submission first: each one's newest draft has status `pending`. */
export const profilesAwaitingVerification = (payload: Payload) => awaitingReview(payload, 'artist-profiles')

/**
 * What staff compare: the version last approved (null before the first
 * approval; the public sees it unless staff hid the profile) and the newest one.
 */
export const profileForReview = (payload: Payload, id: number) => forReview(payload, 'artist-profiles', id)

async function submittedProfile(
  payload: Payload,
  staff: Person,
  id: number,
  req?: PayloadRequest,
): Promise<Outcome<ArtistProfile>> {
  if (!isStaff(staff)) return { ok: false, problem: 'forbidden', message: 'Only staff verify artist profiles.' }
  const profile = await payload.findByID({
    collection: 'artist-profiles',
    id,
    draft: true,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!profile) return { ok: false, problem: 'not-found', message: NO_PROFILE }
  if (profile.status !== 'pending') {
    return {
      ok: false,
      problem: 'not-pending',
      message: `“${profile.displayName}” is not waiting for verification: the artist changed it since, or it was decided.`,
    }
  }
  return { ok: true, value: profile }
}

/**
 * Publishes the submitted version: it replaces the public one, and the profile
 * is verified. Given `req`, both steps run in that request's transaction (the
 * verifier's, with its audit entry).
 */
export async function approveProfile(
  payload: Payload,
  staff: Person,
  id: number,
  req?: PayloadRequest,
): Promise<Outcome<ArtistProfile>> {
  const submitted = await submittedProfile(payload, staff, id, req)
  if (!submitted.ok) return submitted
  try {
    const value = await payload.update({
      collection: 'artist-profiles',
      id,
      data: { status: 'published', _status: 'published' },
      depth: 0,
      overrideAccess: false,
      user: staff,
      req,
    })
    return { ok: true, value }
  } catch (error) {
    return refusalOf(error, NO_PROFILE)
  }
}

/** Turns the submitted version down with a reason; the version already public, if any, stays public. `req` as above. */
export async function rejectProfile(
  payload: Payload,
  staff: Person,
  id: number,
  reason: string,
  req?: PayloadRequest,
): Promise<Outcome<ArtistProfile>> {
  const problem = rejectionProblem('rejected', reason)
  if (problem) return { ok: false, problem: 'invalid', message: problem, fieldErrors: { rejectionReason: problem } }
  const submitted = await submittedProfile(payload, staff, id, req)
  if (!submitted.ok) return submitted
  try {
    const value = await payload.update({
      collection: 'artist-profiles',
      id,
      data: { status: 'rejected', rejectionReason: reason.trim() },
      draft: true,
      depth: 0,
      overrideAccess: false,
      user: staff,
      req,
    })
    return { ok: true, value }
  } catch (error) {
    return refusalOf(error, NO_PROFILE)
  }
}
