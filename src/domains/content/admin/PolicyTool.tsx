import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { config } from '@/platform/config'
import { ToolFrame, ToolTable } from '@/platform/cpanel'

import { POLICY_PATHS } from '../collections/Policies'
import { lastUpdated } from '../services/policies'
import { POLICY_TOOL as tool } from './tools'

/**
 * `/cpanel/policyedit`: both policies with their last update and number of
 * versions, each linked to Payload's edit view and to its history, where
 * every earlier version is readable and can be restored (decision 058).
 */
export async function PolicyTool(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(tool, req.user))
    return (
      <ToolFrame tool={tool} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  const { docs } = await req.payload.find({ collection: 'policies', depth: 0, limit: 10, overrideAccess: true })
  const rows = await Promise.all(
    POLICY_PATHS.map(async (path) => {
      const policy = docs.find((doc) => doc.path === path)
      const versions = policy
        ? (
            await req.payload.countVersions({
              collection: 'policies',
              where: { parent: { equals: policy.id } },
              overrideAccess: true,
            })
          ).totalDocs
        : 0
      return { path, policy, versions }
    }),
  )
  return (
    <ToolFrame tool={tool} allowed view={view}>
      <ToolTable columns={['Policy', 'Address', 'Last updated', 'Versions', { hidden: 'Actions' }]}>
        {rows.map(({ path, policy, versions }) => (
          <tr key={path}>
            <td>{policy?.title ?? 'Not written yet'}</td>
            <td>
              <a href={`/${path}`}>/{path}</a>
            </td>
            <td>{policy ? lastUpdated(policy.updatedAt, config().TIMEZONE) : '—'}</td>
            <td>{versions}</td>
            <td>
              {policy ? (
                <span className="cpanel-tool__row-actions">
                  <Link href={`/cpanel/collections/policies/${policy.id}`}>
                    Edit<span className="cpanel-tool__sr"> {policy.title}</span>
                  </Link>{' '}
                  <Link href={`/cpanel/collections/policies/${policy.id}/versions`}>
                    History<span className="cpanel-tool__sr"> of {policy.title}</span>
                  </Link>
                </span>
              ) : (
                <Link href={`/cpanel/collections/policies/create`}>Write it</Link>
              )}
            </td>
          </tr>
        ))}
      </ToolTable>
    </ToolFrame>
  )
}
