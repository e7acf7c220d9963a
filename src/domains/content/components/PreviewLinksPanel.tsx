import { isStaff } from '@/domains/accounts'
import { requestPerson } from '@/platform/payload'
import { formatInstant, type Instant } from '@/platform/calendar'
import { config } from '@/platform/config'

import { previewLinksOf, previewPath } from '../services/preview-links'
import { MakePreviewLinkForm, RevokePreviewLinkForm } from './PreviewLinkForms'

const WHEN = {
  format: (value: Instant) =>
    formatInstant(value, config().TIMEZONE, { locale: 'en-GB', dateStyle: 'medium', timeStyle: 'short' }),
}

/**
 * The preview links of one target (`home-page`, `page:12`…): make one, see
 * which still open the preview, revoke one. Self-contained — it asks who is
 * looking and draws nothing for anyone but staff — so any preview page or
 * editor tool mounts it with its target alone.
 */
export async function PreviewLinksPanel({ target }: { target: string }) {
  const { payload, person } = await requestPerson()
  if (!isStaff(person)) return null
  const links = await previewLinksOf(payload, target, new Date())
  const headingId = `preview-links-${target.replace(/[^a-z0-9]/gi, '-')}`
  return (
    <section aria-labelledby={headingId} className="preview-links cpanel-tool__section">
      <h2 id={headingId} className="text-lg font-semibold">
        Preview links
      </h2>
      <p className="text-sm">
        Anyone holding a link sees the draft at <code>{previewPath(target)}</code> until it expires or is revoked.
      </p>
      <MakePreviewLinkForm target={target} />
      {links.length === 0 ? (
        <p className="mt-3 text-sm">No link has been made yet.</p>
      ) : (
        <table className="preview-links__table cpanel-tool__table mt-3 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">Made</th>
              <th scope="col">By</th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="sr-only preview-links__sr">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {links.map((link) => (
              <tr key={link.id}>
                <td>{WHEN.format(link.madeAt)}</td>
                <td>{link.madeBy ?? '—'}</td>
                <td>
                  {link.revokedAt
                    ? `Revoked ${WHEN.format(link.revokedAt)}`
                    : link.open
                      ? `Opens until ${WHEN.format(link.expiresAt)}`
                      : `Expired ${WHEN.format(link.expiresAt)}`}
                </td>
                <td>
                  {link.open ? (
                    <RevokePreviewLinkForm target={target} link={link.id} madeAt={WHEN.format(link.madeAt)} />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
