import type { AdminViewServerProps } from 'payload'

import { ControlPanelPage } from '../ControlPanelPage'
import { mayUseTool, toolNamed } from '../tools'

/**
 * The frame of an account tool, with the refusal when the person may not use
 * it — checked here, on the server, whatever the route guards already did.
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
  const tool = toolNamed(name)
  return (
    <ControlPanelPage view={view} title={tool.label} lead={tool.description}>
      {mayUseTool(name, view.initPageResult.req.user) ? (
        children
      ) : (
        <div role="alert" className="account-tool__message account-tool__message--error">
          {tool.needs === 'admin'
            ? 'Only administrators can use this tool. Ask an administrator if you need it done.'
            : 'Only staff can use this tool.'}
        </div>
      )}
    </ControlPanelPage>
  )
}
