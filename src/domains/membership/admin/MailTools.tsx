import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { TemplateEditor } from '@/domains/comms'
import { ToolFrame } from '@/platform/cpanel'
import { ToolForm } from '@/platform/cpanel/ToolForm'

import { EXPIRED_TEMPLATE, REMINDER_TEMPLATE, WELCOME_TEMPLATE } from '../services/notices'
import { MOST_REMINDERS, reminderDays } from '../services/reminder-days'
import { reminderDaysAction } from './actions'
import { EXPIRY_MAILS_TOOL, WELCOME_MAIL_TOOL } from './tools'

/**
 * `/cpanel/emailtemp_welcome` (decision 047): the welcome mail's words in
 * comms' shared editor (decision 046) — merge fields, preview with a real
 * member's term, a test to oneself. Staff only.
 */
export async function WelcomeMailTool(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(WELCOME_MAIL_TOOL, req.user)) {
    return (
      <ToolFrame tool={WELCOME_MAIL_TOOL} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  }
  return (
    <ToolFrame tool={WELCOME_MAIL_TOOL} allowed view={view}>
      <TemplateEditor payload={req.payload} templateKey={WELCOME_TEMPLATE} />
    </ToolFrame>
  )
}

/**
 * `/cpanel/emailtemp_expirations` (decision 047): on which days before a
 * term's end the reminders go out (each once per term), and the words of
 * the reminder and of the expiry notice. Staff only.
 */
export async function ExpiryMailsTool(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(EXPIRY_MAILS_TOOL, req.user)) {
    return (
      <ToolFrame tool={EXPIRY_MAILS_TOOL} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  }
  const days = await reminderDays(req.payload)
  return (
    <ToolFrame tool={EXPIRY_MAILS_TOOL} allowed view={view}>
      <section className="cpanel-tool__section" aria-labelledby="reminder-days-heading">
        <h2 id="reminder-days-heading">When reminders go out</h2>
        <p>
          A member whose term is ending gets a reminder on each of these days before its last day, unless they have
          renewed or cancelled. The expiry notice goes out once the term (and its grace period) is over.
        </p>
        <ToolForm
          id="reminder-days"
          action={reminderDaysAction}
          submit="Save the days"
          fields={[
            {
              name: 'daysBefore',
              label: 'Days before the end',
              type: 'text',
              maxLength: 40,
              defaultValue: days.join(', '),
              hint: `Up to ${MOST_REMINDERS} numbers from 1 to 365, separated by commas, such as 30, 7.`,
            },
          ]}
        />
      </section>
      <TemplateEditor payload={req.payload} templateKey={REMINDER_TEMPLATE} />
      <TemplateEditor payload={req.payload} templateKey={EXPIRED_TEMPLATE} />
    </ToolFrame>
  )
}
