'use client'

import { useEffect, useState } from 'react'

/** "123 of 600 characters", kept current as the linked field is typed in (a static limit without JavaScript). */
export function CharacterCount({ fieldId, max, initial }: { fieldId: string; max: number; initial: number }) {
  const [count, setCount] = useState(initial)
  useEffect(() => {
    const field = document.getElementById(fieldId) as HTMLTextAreaElement | null
    if (!field) return
    const update = () => setCount(field.value.length)
    field.addEventListener('input', update)
    return () => field.removeEventListener('input', update)
  }, [fieldId])
  return (
    <p className={`mt-1 text-sm ${count > max ? 'font-medium text-red-800' : 'text-muted'}`}>
      {count} of {max} characters
    </p>
  )
}
