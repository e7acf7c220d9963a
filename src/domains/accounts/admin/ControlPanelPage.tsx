import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

/** A control panel tool's page: the panel's navigation and header around a titled body. */
export function ControlPanelPage({
  view,
  title,
  children,
}: {
  view: AdminViewServerProps
  title: string
  children: React.ReactNode
}) {
  const { initPageResult, params, searchParams } = view
  return (
    <DefaultTemplate
      i18n={initPageResult.req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={initPageResult.req.payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={initPageResult.req.user ?? undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      <Gutter className="account-tool">
        <h1>{title}</h1>
        {children}
      </Gutter>
    </DefaultTemplate>
  )
}
