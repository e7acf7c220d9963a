'use client'

import { useAuth, useDocumentInfo } from '@payloadcms/ui'

/** In a person's sidebar in the control panel, for administrators. */
export function MasqueradeLink() {
  const { id } = useDocumentInfo()
  const { user } = useAuth<{ roles?: string[] }>()
  if (!id || !user?.roles?.includes('admin')) return null
  return (
    <p className="field-type">
      <a href={`/cpanel/masquerade/${id}`}>View the site as this person</a>
    </p>
  )
}
