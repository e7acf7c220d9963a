import { describe, expect, it } from 'vitest'

import { CONTROL_PANEL_TASKS, toolsByTask, toolViews, type ControlPanelTool } from './tools'

describe('control-panel tool views', () => {
  it('puts each tool at /cpanel/<name>, titled after it', () => {
    const views = toolViews([
      {
        label: 'Site',
        tools: [
          {
            name: 'imagelibrary',
            label: 'Image library',
            description: 'Images.',
            task: 'Site',
            needs: 'staff',
            component: '/x#X',
          },
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

  const tool = (name: string, task: ControlPanelTool['task']): ControlPanelTool => ({
    name,
    label: name,
    description: name,
    task,
    needs: 'staff',
    component: `/x#${name}`,
  })

  it('groups the tools by task, in the tasks’ order, leaving out a task without tools', () => {
    const groups = toolsByTask([tool('backups', 'Settings'), tool('userslist', 'People'), tool('addevent', 'Events')])
    expect(groups.map((group) => [group.label, group.tools.map((t) => t.name)])).toEqual([
      ['People', ['userslist']],
      ['Events', ['addevent']],
      ['Settings', ['backups']],
    ])
    expect(CONTROL_PANEL_TASKS.indexOf('People')).toBe(0)
  })

  it('refuses a tool listed twice', () => {
    expect(() => toolsByTask([tool('userslist', 'People'), tool('userslist', 'Site')])).toThrow(/userslist.*twice/)
  })
})
