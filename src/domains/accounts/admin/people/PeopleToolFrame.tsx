import type { AdminViewServerProps } from 'payload'

import { ControlPanelPage } from '@/platform/cpanel'
import { toolNamed } from '../tools'

/** A people tool inside the control panel's own frame, titled after its entry in `tools.ts`. */
export function PeopleToolFrame({
  props,
  tool,
  children,
}: {
  props: AdminViewServerProps
  tool: string
  children: React.ReactNode
}) {
  const { label, description } = toolNamed(tool)
  return (
    <ControlPanelPage view={props} title={label} lead={description} className="people-tools">
      {children}
    </ControlPanelPage>
  )
}
