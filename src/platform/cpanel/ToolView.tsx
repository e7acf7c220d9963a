import type { AdminViewServerProps, Payload } from 'payload'
import type { ReactNode } from 'react'

import { splitNotices } from './list-params'
import { toolSearchParams } from './search-params'
import { ToolFrame } from './ToolFrame'
import type { ControlPanelTool } from './tools'

type User = AdminViewServerProps['initPageResult']['req']['user']

/** What a tool's body is handed once the person may use it. */
export type ToolContext = {
  payload: Payload
  user: NonNullable<User>
  /** The tool's own address, `/cpanel/<name>`: where its links and GET forms go. */
  base: string
  /** The address's query: filters, sort, page, which row is open. */
  params: URLSearchParams
  /** What the last action reported in the address (the `notices` option's names), kept out of `params`. */
  notices: URLSearchParams
}

/**
 * Every tool's preamble (decision 087): decides on the server whether this
 * person may use the tool (`mayUse`, the accounts domain's rule, passed in —
 * the platform knows no roles), shows the refusal if not, and otherwise hands
 * the body what every tool needs. The body's content sits in the tool's frame.
 */
export async function toolView(
  view: AdminViewServerProps,
  tool: ControlPanelTool,
  mayUse: (tool: ControlPanelTool, user: User) => boolean,
  body: (context: ToolContext) => ReactNode | Promise<ReactNode>,
  options: { wide?: boolean; notices?: readonly string[]; className?: string } = {},
) {
  const { req } = view.initPageResult
  const user = req.user
  if (!user || !mayUse(tool, user)) {
    return (
      <ToolFrame tool={tool} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  }
  const base = `${req.payload.config.routes.admin}/${tool.name}`
  const { params, notices } = splitNotices(toolSearchParams(view.searchParams), options.notices ?? [])
  const content = await body({ payload: req.payload, user, base, params, notices })
  return (
    <ToolFrame tool={tool} allowed view={view} wide={options.wide} className={options.className}>
      {content}
    </ToolFrame>
  )
}
