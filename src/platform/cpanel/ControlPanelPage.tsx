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
  className = 'cpanel-tool',
  wide = false,
  children,
}: {
  view: AdminViewServerProps
  title: string
  lead?: string
  /** The block class of the page's styles in `custom.scss`. */
  className?: string
  /** The whole width of the screen (a tool's list), not a column. */
  wide?: boolean
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
      // A fresh object: React 19 refuses the frozen one in initPageResult (as Payload's own RootPage notes).
      visibleEntities={{ collections: visibleEntities.collections, globals: visibleEntities.globals }}
    >
      <SetStepNav nav={[{ label: title }]} />
      <Gutter className={wide ? `${className} ${className}--wide` : className}>
        <header className={`${className}__header`}>
          <h1>{title}</h1>
          {lead ? <p className={`${className}__lead`}>{lead}</p> : null}
        </header>
        {children}
      </Gutter>
    </DefaultTemplate>
  )
}
