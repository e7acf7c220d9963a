import { describe, expect, it } from 'vitest'

import { toolViews } from './tools'

describe('control-panel tool views', () => {
  it('puts each tool at /cpanel/<name>, titled after it', () => {
    const views = toolViews([
      {
        label: 'Media tools',
        tools: [
          { name: 'imagelibrary', label: 'Image library', description: 'Images.', needs: 'staff', component: '/x#X' },
        ],
      },
    ])
    expect(views).toEqual({
      imagelibrary: {
        Component: '/x#X',
        path: '/imagelibrary',
        exact: true,
        meta: { title: 'Image library', description: 'Images.' },
      },
    })
  })
})
