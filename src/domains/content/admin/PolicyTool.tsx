import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { config } from '@/platform/config'
import { NoSuchItem, ToolTable, toolView, type ToolContext } from '@/platform/cpanel'

import { POLICY_PATHS } from '../collections/Policies'
import { lastUpdated } from '../services/policies'
import { POLICY_TOOL as tool } from './tools'

/**
 * `/cpanel/policyedit` (decisions 058, 087): both policies with their last
 * update and number of versions; a policy's page (`?policy=`) links to
 * Payload's edit view and to its history, where every earlier version is
 * readable and can be restored. Staff only.
 */
export async function PolicyTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, policies, { wide: true })
}

async function policies({ payload, base, params }: ToolContext) {
  const admin = payload.config.routes.admin
  const { TIMEZONE } = config()
  const { docs } = await payload.find({ collection: 'policies', depth: 0, limit: 10, overrideAccess: true })
  const rows = await Promise.all(
    POLICY_PATHS.map(async (path) => {
      const policy = docs.find((doc) => doc.path === path)
      const versions = policy
        ? (
            await payload.countVersions({
              collection: 'policies',
              where: { parent: { equals: policy.id } },
              overrideAccess: true,
            })
          ).totalDocs
        : 0
      return { path, policy, versions }
    }),
  )
  const asked = params.get('policy')
  if (asked !== null) {
    const row = rows.find((candidate) => candidate.path === asked)
    if (!row) {
      return (
        <NoSuchItem back={base} backLabel="Back to the policies">
          There is no such policy: the site has {POLICY_PATHS.map((path) => `/${path}`).join(' and ')}.
        </NoSuchItem>
      )
    }
    const { path, policy, versions } = row
    return (
      <section className="cpanel-tool__section" aria-labelledby="policy-heading">
        <h2 id="policy-heading">{policy?.title ?? `/${path}, not written yet`}</h2>
        <dl className="cpanel-tool__facts">
          <div>
            <dt>Address</dt>
            <dd>
              <a href={`/${path}`}>/{path}</a>
            </dd>
          </div>
          <div>
            <dt>Last updated</dt>
            <dd>{policy ? lastUpdated(policy.updatedAt, TIMEZONE) : '—'}</dd>
          </div>
          <div>
            <dt>Versions</dt>
            <dd>{versions}</dd>
          </div>
        </dl>
        {policy?.summary ? <p>{policy.summary}</p> : null}
        {policy ? (
          <>
            <p>
              <a
                className="btn btn--style-primary btn--size-medium"
                href={`${admin}/collections/policies/${policy.id}`}
              >
                Edit the policy
              </a>
            </p>
            <p>
              <a href={`${admin}/collections/policies/${policy.id}/versions`}>Earlier versions</a>
            </p>
          </>
        ) : (
          <p>
            <a className="btn btn--style-primary btn--size-medium" href={`${admin}/collections/policies/create`}>
              Write it
            </a>
          </p>
        )}
        <p>
          Saving publishes at once and keeps the earlier text as a version, which can be read and restored.{' '}
          <a href={base}>Back to the policies</a>
        </p>
      </section>
    )
  }
  return (
    <section className="cpanel-tool__section" aria-labelledby="policies-heading">
      <h2 id="policies-heading">Policies</h2>
      <p>Open one to edit it or to read and restore an earlier version.</p>
      <ToolTable caption="Policies" columns={['Policy', 'Address', 'Last updated', 'Versions']}>
        {rows.map(({ path, policy, versions }) => (
          <tr key={path}>
            <td>
              <a href={`${base}?policy=${path}`}>{policy?.title ?? `/${path}, not written yet`}</a>
            </td>
            <td>
              <a href={`/${path}`}>/{path}</a>
            </td>
            <td>{policy ? lastUpdated(policy.updatedAt, TIMEZONE) : '—'}</td>
            <td className="cpanel-tool__number">{versions}</td>
          </tr>
        ))}
      </ToolTable>
    </section>
  )
}
