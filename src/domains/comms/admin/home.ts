import type { WorkQueue } from '@/platform/cpanel/work'

/**
 * Mails the mail server refused and not yet sent on a later try. No tool lists them: the link opens
 * the mails-sent-once list filtered to them (staff may read it), from the mail templates' tool's queue.
 */
export const COMMS_QUEUES: readonly WorkQueue[] = [
  {
    tool: 'emailtemplates',
    label: 'Mails that could not be sent',
    path: `collections/email-sendings?${new URLSearchParams({ 'where[state][equals]': 'failed' })}`,
    count: async (payload) =>
      (
        await payload.count({
          collection: 'email-sendings',
          where: { state: { equals: 'failed' } },
          overrideAccess: true,
        })
      ).totalDocs,
  },
]
