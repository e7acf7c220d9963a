import type { ControlPanelTool } from '@/platform/cpanel'
import { requestPerson } from '@/platform/payload'

import { mayUseControlPanelTool } from './tools'

/**
 * The person behind a control-panel tool's server action, or why they cannot
 * act. Checked in every action as well as in the view: Payload does not guard
 * custom views' actions, and an action can be posted without the page.
 */
export async function toolCaller(tool: Pick<ControlPanelTool, 'needs'>, refusal = 'Only staff can use this tool.') {
  const { payload, person } = await requestPerson()
  if (!person) return { refusal: 'Your session has ended: sign in again.' } as const
  if (!mayUseControlPanelTool(tool, person)) return { refusal } as const
  return { payload, person } as const
}
