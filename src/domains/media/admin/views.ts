import type { AdminViewConfig } from 'payload'

/** One image of the library, at /cpanel/imagelibrary/{id}; the library itself is a tool (`tools.ts`). */
export const imageDetailView: AdminViewConfig = {
  Component: '/domains/media/admin/ImageDetail#ImageDetail',
  path: '/imagelibrary/:id',
  exact: true,
}
