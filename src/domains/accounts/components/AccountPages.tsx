import { payloadInstance } from '@/platform/payload'

import { config as settings } from '@/platform/config'
import { FormMessage } from '@/ui/forms'

import { checkActionCode } from '../services/action-codes'
import { confirmEmailChange } from '../services/email-change'
import { recoverEmail, verifyEmail, type ActionOutcome } from '../services/sign-up'
import { ForgotPasswordForm } from './ForgotPasswordForm'
import { JoinForm } from './JoinForm'
import { NewPasswordForm } from './NewPasswordForm'
import { AccountPageFrame as Page } from './AccountPageFrame'

/** `/newmember` */
export function JoinPage() {
  return (
    <Page title="Join" intro="Create your account: for artists, art lovers and everyone who supports the arts here.">
      <JoinForm passwordMinLength={settings().PASSWORD_MIN_LENGTH} />
    </Page>
  )
}

/** `/login/forgot` */
export function ForgotPasswordPage() {
  return (
    <Page title="Forgot your password?" intro="Give the email address of your account and we will send you a link.">
      <ForgotPasswordForm />
    </Page>
  )
}

const REFUSALS: Record<Exclude<ActionOutcome, { ok: true }>['reason'], string> = {
  unknown: 'This link is not valid. It may have been copied incompletely.',
  used: 'This link has already been used.',
  expired: 'This link has expired.',
  taken: 'Another account uses this email address now, so it cannot be given to yours.',
}

function Refused({ reason, forward }: { reason: keyof typeof REFUSALS; forward: React.ReactNode }) {
  return (
    <div className="mt-8 space-y-4">
      <FormMessage id="action-error" tone="error">
        {REFUSALS[reason]}
      </FormMessage>
      <p>{forward}</p>
    </div>
  )
}

/** `/acct/auth/action?mode=…&oobCode=…`: every link we send by email lands here. */
export async function AccountActionPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const query = await searchParams
  const mode = typeof query.mode === 'string' ? query.mode : ''
  const code = typeof query.oobCode === 'string' ? query.oobCode : ''
  const payload = await payloadInstance()

  if (mode === 'verifyEmail') {
    const outcome = await verifyEmail(payload, code)
    return (
      <Page title="Confirm your email address">
        {outcome.ok ? (
          <div className="mt-8 space-y-4">
            <FormMessage id="action-done" tone="success">
              Thank you: your email address is confirmed.
            </FormMessage>
            <p>
              <a href="/">Continue to the home page</a>
            </p>
          </div>
        ) : (
          <Refused reason={outcome.reason} forward={<a href="/login">Sign in to ask for a new link</a>} />
        )}
      </Page>
    )
  }
  if (mode === 'verifyAndChangeEmail') {
    const outcome = await confirmEmailChange(payload, code)
    return (
      <Page title="Change your email address">
        {outcome.ok ? (
          <div className="mt-8 space-y-4">
            <FormMessage id="action-done" tone="success">
              Your account now uses {outcome.email}. We told your previous address, with a way to undo the change.
            </FormMessage>
            <p>
              <a href="/dashboard">Go to your dashboard</a>
            </p>
          </div>
        ) : (
          <Refused reason={outcome.reason} forward={<a href="/dashboard">Ask again from your dashboard</a>} />
        )}
      </Page>
    )
  }
  if (mode === 'resetPassword') {
    const check = await checkActionCode(payload, 'resetPassword', code)
    return (
      <Page title="Choose a new password">
        {check.ok ? (
          <NewPasswordForm code={code} passwordMinLength={settings().PASSWORD_MIN_LENGTH} />
        ) : (
          <Refused reason={check.reason} forward={<a href="/login/forgot">Ask for a new link</a>} />
        )}
      </Page>
    )
  }
  if (mode === 'recoverEmail') {
    const outcome = await recoverEmail(payload, code)
    return (
      <Page title="Undo the change of email address">
        {outcome.ok ? (
          <div className="mt-8 space-y-4">
            <FormMessage id="action-done" tone="success">
              Your previous email address is back, and every session was signed out. If you did not change it yourself,
              choose a new password now.
            </FormMessage>
            <p>
              <a href="/login/forgot">Choose a new password</a>
            </p>
          </div>
        ) : (
          <Refused reason={outcome.reason} forward={<a href="/login">Sign in</a>} />
        )}
      </Page>
    )
  }
  return (
    <Page title="This link does not work">
      <Refused reason="unknown" forward={<a href="/">Go to the home page</a>} />
    </Page>
  )
}
