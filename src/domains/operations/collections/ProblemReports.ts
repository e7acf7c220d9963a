import type { CollectionConfig, PayloadRequest } from 'payload'

import { isStaff } from '@/domains/accounts'

import {
  COMMENT_MAX,
  DESCRIPTION_MAX,
  PRIORITY_LABELS,
  REPORT_PRIORITIES,
  REPORT_STATUSES,
  STATUS_LABELS,
} from '../services/problem-report-rules'

const staffOnly = ({ req }: { req: PayloadRequest }) => isStaff(req.user)
const nobody = () => false

/**
 * Problems the people who use the site report (decision 083). Staff read
 * them; nobody writes through the API: a report is made by the report form's
 * service and changed only by the bug tracker's, which check, audit and mail.
 */
export const ProblemReports: CollectionConfig = {
  slug: 'problem-reports',
  labels: { singular: 'Problem report', plural: 'Problem reports' },
  admin: {
    group: 'Operations',
    useAsTitle: 'description',
    defaultColumns: ['id', 'status', 'priority', 'page', 'createdAt'],
    description: 'Reports from the site’s “Report a problem”. Triage them in the bug tracker.',
  },
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'description', type: 'textarea', required: true, maxLength: DESCRIPTION_MAX },
    { name: 'page', type: 'text', admin: { description: 'The page the problem was seen on.' } },
    { name: 'browser', type: 'text', admin: { description: 'The browser’s user agent.' } },
    { name: 'digest', type: 'text', admin: { description: 'The error page’s reference, when it came from one.' } },
    { name: 'reporter', type: 'relationship', relationTo: 'users', admin: { description: 'Who, when signed in.' } },
    { name: 'email', type: 'email', admin: { description: 'Where the reporter is told it is fixed.' } },
    { name: 'screenshot', type: 'text', admin: { description: 'The picture sent, in the private bucket.' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: REPORT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
    },
    { name: 'duplicateOf', type: 'relationship', relationTo: 'problem-reports' },
    {
      name: 'priority',
      type: 'select',
      required: true,
      defaultValue: 'normal',
      options: REPORT_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] })),
    },
    { name: 'assignee', type: 'relationship', relationTo: 'users' },
    {
      name: 'comments',
      type: 'array',
      fields: [
        { name: 'author', type: 'relationship', relationTo: 'users', required: true },
        { name: 'body', type: 'textarea', required: true, maxLength: COMMENT_MAX },
        { name: 'at', type: 'date', required: true },
      ],
    },
    { name: 'fixedAt', type: 'date' },
  ],
}
