import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { EmptyState, ToolTable, toolView, type ToolContext } from '@/platform/cpanel'
import { ToolForm } from '@/platform/cpanel/ToolForm'

import { SOURCE_LABELS } from '../services/definition'
import { builderChoices, CONDITIONS, draftOf, EMPTY_DRAFT, previewOf } from '../services/builder'
import { savedAudiences } from '../services/recipients'
import { audienceBuilderAction, deleteAudienceAction, liveAudienceCount } from './actions'
import { AudienceBuilder } from './AudienceBuilder'
import { AUDIENCES_TOOL } from './tools'

/**
 * `/cpanel/audiences`: the saved audiences with their counts now; `?id=N` one audience's builder
 * (`?id=new` a new one) with the count shown as it is built, the first 20 people, save and a
 * confirmed delete. Staff only, here and in every action.
 */
export function AudiencesTool(view: AdminViewServerProps) {
  return toolView(view, AUDIENCES_TOOL, mayUseControlPanelTool, audiences)
}

async function audiences(context: ToolContext) {
  const id = context.params.get('id')
  return id ? builder(context, id) : list(context)
}

async function list({ payload, base, params }: ToolContext) {
  const saved = await savedAudiences(payload)
  return (
    <>
      {params.has('deleted') ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          The audience was deleted.
        </div>
      ) : null}
      <p>
        <a href={`${base}?id=new`}>New audience</a>
      </p>
      {saved.length === 0 ? (
        <EmptyState title="No saved audiences yet.">Build the first with “New audience”.</EmptyState>
      ) : (
        <ToolTable caption="Saved audiences" columns={['Audience', 'People now']}>
          {saved.map((audience) => (
            <tr key={audience.id}>
              <td>
                <a href={`${base}?id=${audience.id}`}>{audience.name}</a>
              </td>
              <td>{audience.count ?? 'Cannot be counted: open it to see why'}</td>
            </tr>
          ))}
        </ToolTable>
      )}
    </>
  )
}

async function builder({ payload, base, params }: ToolContext, id: string) {
  const existing =
    id === 'new' || !/^\d{1,10}$/.test(id)
      ? null
      : (await payload.find({ collection: 'audiences', where: { id: { equals: Number(id) } }, limit: 1, depth: 0, overrideAccess: true }))
          .docs[0] ?? null
  if (id !== 'new' && !existing) {
    return (
      <EmptyState title="There is no such audience.">
        It may have been deleted. <a href={base}>Back to the audiences</a>
      </EmptyState>
    )
  }
  const draft = existing ? draftOf(existing.definition) : EMPTY_DRAFT
  const [choices, preview] = await Promise.all([builderChoices(payload, existing?.id), previewOf(payload, draft, existing?.id)])
  return (
    <>
      <p>
        <a href={base}>All audiences</a>
      </p>
      {params.has('saved') ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          The audience was saved.
        </div>
      ) : null}
      <section className="cpanel-tool__section" aria-labelledby="builder-heading">
        <h2 id="builder-heading">{existing ? existing.name : 'A new audience'}</h2>
        <p className="cpanel-tool__hint">
          Each rule picks people from live data; “but not” rules take people out. Contacts by tag come with the contact
          tracker.
        </p>
        <AudienceBuilder
          action={audienceBuilderAction}
          live={liveAudienceCount}
          initial={{ draft, name: existing?.name ?? '', preview }}
          audienceId={existing?.id}
          choices={choices}
          conditions={CONDITIONS}
          sourceLabels={SOURCE_LABELS}
        />
      </section>
      {existing ? (
        <section className="cpanel-tool__section" aria-labelledby="delete-heading">
          <h2 id="delete-heading">Delete {existing.name}</h2>
          {params.get('delete') === 'ask' ? (
            <div className="cpanel-tool__confirm">
              <p>
                This will delete the saved audience {existing.name}. Mailings already sent keep their recipients; an
                audience that another one uses cannot be deleted.
              </p>
              <div className="cpanel-tool__confirm-actions">
                <ToolForm action={deleteAudienceAction} id="delete" hidden={{ id: existing.id }} submit="Confirm the deletion" />
                <a href={`${base}?id=${existing.id}`}>Back, change nothing</a>
              </div>
            </div>
          ) : (
            <p>
              <a href={`${base}?id=${existing.id}&delete=ask#delete-heading`}>Delete this audience…</a>
            </p>
          )}
        </section>
      ) : null}
    </>
  )
}
