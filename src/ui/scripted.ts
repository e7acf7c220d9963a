import { useSyncExternalStore } from 'react'

const nothingToWatch = () => () => {}

/**
 * False in the server's HTML and while the page wakes up, true once this script runs: for controls that
 * do nothing without JavaScript, shown only when they work. No effect that sets state after the first
 * render (React's own way to tell the server's render from the browser's).
 */
export function useScripted(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  )
}
