import { DefaultNav } from '@payloadcms/next/rsc'
import type { ServerProps } from 'payload'
import type { ComponentProps } from 'react'

export type ControlPanelNavProps = ComponentProps<typeof DefaultNav> & {
  /** Whether this person browses the raw collections and globals (the application passes the accounts rule). */
  mayBrowseData: (user: ServerProps['user']) => boolean
}

const NO_DATA: NonNullable<ServerProps['visibleEntities']> = { collections: [], globals: [] }

/**
 * Payload's navigation with the tools first, by task (`beforeNavLinks`), and the raw collections and
 * globals, all in the "Data" group, only for those who browse them. Only the links are left out: each
 * collection's own access rules still decide, on the server, what anyone may read or change.
 */
export function ControlPanelNav({ mayBrowseData, ...props }: ControlPanelNavProps) {
  return <DefaultNav {...props} visibleEntities={mayBrowseData(props.user) ? props.visibleEntities : NO_DATA} />
}
