import type { AdminViewServerProps } from 'payload'

import { ToolFrame as ControlPanelToolFrame } from '@/platform/cpanel'

import { mayUseTool, toolNamed } from '../tools'

/** The frame of an account tool, with the refusal when the person may not use it. */
export function ToolFrame({
  name,
  view,
  children,
}: {
  name: string
  view: AdminViewServerProps
  children: React.ReactNode
}) {
  return (
    <ControlPanelToolFrame tool={toolNamed(name)} allowed={mayUseTool(name, view.initPageResult.req.user)} view={view}>
      {children}
    </ControlPanelToolFrame>
  )
}
