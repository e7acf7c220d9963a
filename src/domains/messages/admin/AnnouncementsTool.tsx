import { randomUUID } from 'node:crypto'

import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { savedAudiences } from '@/domains/audiences'
import { EmptyState, toolView, type ToolContext } from '@/platform/cpanel'
import { ToolForm } from '@/platform/cpanel/ToolForm'

import { MAX_SUBJECT, MAX_TEXT } from '../services/vocabulary'
import { postAnnouncementAction } from './announcement-actions'
import { ANNOUNCEMENTS_TOOL as tool } from './tools'

/**
 * `/cpanel/announcements` (decision 099): an announcement to one of group mail's saved audiences, shown in
 * the message centre of each of its people with an account. The form carries the announcement's id, so a
 * post sent twice reaches each person once.
 */
export function AnnouncementsTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, announcements)
}

async function announcements({ payload }: ToolContext) {
  const audiences = await savedAudiences(payload)
  if (audiences.length === 0)
    return <EmptyState title="No saved audience yet">Make one in Audiences first, then post to it here.</EmptyState>
  return (
    <section className="cpanel-tool__section" aria-labelledby="announce-heading">
      <h2 id="announce-heading">Post an announcement</h2>
      <p>It appears in each person’s messages at once, as a message they read but do not answer. No mail is sent.</p>
      <ToolForm
        action={postAnnouncementAction}
        id="announce"
        hidden={{ announcement: randomUUID() }}
        fields={[
          {
            name: 'audience',
            label: 'Audience',
            type: 'select',
            options: audiences.map((a) => ({
              value: String(a.id),
              label: a.count === undefined ? a.name : `${a.name} (${a.count})`,
            })),
          },
          { name: 'subject', label: 'Subject', type: 'text', maxLength: MAX_SUBJECT },
          { name: 'text', label: 'Announcement', type: 'textarea', maxLength: MAX_TEXT },
        ]}
        submit="Post"
      />
    </section>
  )
}
