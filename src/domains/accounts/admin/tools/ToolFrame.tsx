import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { mayUseTool, toolNamed } from '../tools'

/**
 * The frame of an account tool: the control panel's navigation and header (a
 * custom root view gets no template of its own), the tool's heading, and the
 * refusal when the person may not use it — checked here, on the server, whatever
 * the route guards already did.
 */
export function ToolFrame({
  name,
  view,
  children,
}: {
  name: string
  view: AdminViewServerProps
  children: React.ReactNode
}) {
  const { initPageResult, params, searchParams } = view
  const { req, permissions, locale, visibleEntities } = initPageResult
  const tool = toolNamed(name)
  const allowed = mayUseTool(name, req.user)
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
      <SetStepNav nav={[{ label: tool.label }]} />
      <Gutter className="account-tool">
        <header className="account-tool__header">
          <h1>{tool.label}</h1>
          <p className="account-tool__lead">{tool.description}</p>
        </header>
        {allowed ? (
          children
        ) : (
          <div role="alert" className="account-tool__message account-tool__message--error">
            {tool.needs === 'admin'
              ? 'Only administrators can use this tool. Ask an administrator if you need it done.'
              : 'Only staff can use this tool.'}
          </div>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
