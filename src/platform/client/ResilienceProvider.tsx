'use client'

import { Resilience } from './Resilience'

/** Brings the client resilience module into the control panel, whose root layout is Payload's. */
export function ResilienceProvider({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Resilience />
    </>
  )
}
