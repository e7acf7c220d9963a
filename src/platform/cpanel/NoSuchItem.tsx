import type { ReactNode } from 'react'

/**
 * A tool's detail page asked for a row that is not there (deleted, decided,
 * or a mistyped address): says so as an alert, with the way back to the list.
 */
export function NoSuchItem({ children, back, backLabel }: { children: ReactNode; back: string; backLabel: string }) {
  return (
    <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
      {children} <a href={back}>{backLabel}</a>
    </div>
  )
}
