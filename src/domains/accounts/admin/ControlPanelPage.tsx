import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

/**
 * A page of our own in the control panel: its navigation and header (a custom
 * root view gets no template of its own), a breadcrumb, the heading and a lead.
 */
export function ControlPanelPage({
  view,
  title,
  lead,
  children,
}: {
  view: AdminViewServerProps
  title: string
  lead?: string
  children: React.ReactNode
}) {
  const { initPageResult, params, searchParams } = view
  const { req, permissions, locale, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={{ collections: visibleEntities.collections, globals: visibleEntities.globals }}
    >
      <SetStepNav nav={[{ label: title }]} />
      <Gutter className="account-tool">
        <header className="account-tool__header">
          <h1>{title}</h1>
          {lead ? <p className="account-tool__lead">{lead}</p> : null}
        </header>
        {children}
      </Gutter>
    </DefaultTemplate>
  )
}
