import type { AdminViewServerProps } from 'payload'

import { ControlPanelPage } from './ControlPanelPage'
import type { ControlPanelTool } from './tools'

/**
 * A tool's page, or the refusal when the person may not use it — decided by
 * the caller on the server, whatever the route guards already did.
 */
export function ToolFrame({
  tool,
  allowed,
  view,
  className,
  wide,
  children,
}: {
  tool: ControlPanelTool
  allowed: boolean
  view: AdminViewServerProps
  className?: string
  /** A list's page: the whole width of the screen, not a column. */
  wide?: boolean
  children: React.ReactNode
}) {
  return (
    <ControlPanelPage view={view} title={tool.label} lead={tool.description} className={className} wide={wide}>
      {allowed ? (
        children
      ) : (
        <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
          {tool.needs === 'admin'
            ? 'Only administrators can use this tool. Ask an administrator if you need it done.'
            : 'Only staff can use this tool.'}
        </div>
      )}
    </ControlPanelPage>
  )
}
