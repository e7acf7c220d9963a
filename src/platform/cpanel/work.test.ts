import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { findWords } from './find'
import { toolsByTask, type ControlPanelTool } from './tools'
import { queueHref, registerQueues, workWaiting, type WorkQueue } from './work'

const tool = (name: string, task: ControlPanelTool['task'], needs: ControlPanelTool['needs'] = 'staff') => ({
  name,
  label: name,
  description: name,
  task,
  needs,
  component: `/x#${name}`,
})

const GROUPS = toolsByTask([
  tool('stripetrans', 'Money'),
  tool('verifier', 'People'),
  tool('usermerger', 'People', 'admin'),
  tool('sfoslistings', 'Open Studios'),
  tool('sfosregistrations', 'Open Studios'),
])

const counted = (tool: string, label: string, count: number, extra: Partial<WorkQueue> = {}): WorkQueue => ({
  tool,
  label,
  count: async () => count,
  ...extra,
})

const payload = { config: { routes: { admin: '/cpanel' } } } as unknown as Payload
const now = new Date('2026-11-28T12:00:00Z')

describe('work queues', () => {
  it('orders the queues as the tools are ordered, by task, then each tool’s queues as declared', () => {
    const queues = registerQueues(GROUPS, [
      counted('stripetrans', 'Failed payments', 1),
      counted('sfosregistrations', 'Offers lapsing', 1),
      counted('sfoslistings', 'Listings', 1),
      counted('sfosregistrations', 'Waiting lists', 1),
      counted('verifier', 'Applications', 1),
    ])
    expect(queues.map((queue) => queue.label)).toEqual([
      'Applications',
      'Listings',
      'Offers lapsing',
      'Waiting lists',
      'Failed payments',
    ])
    expect(queues[0]!.tool.name).toBe('verifier')
  })

  it('refuses a queue naming no tool, and a label declared twice', () => {
    expect(() => registerQueues(GROUPS, [counted('nosuchtool', 'Lost', 1)])).toThrow(/names no control-panel tool/)
    expect(() => registerQueues(GROUPS, [counted('verifier', 'Same', 1), counted('stripetrans', 'Same', 2)])).toThrow(
      /declared twice/,
    )
  })

  it('links to the tool already filtered, to another page, or to the tool itself', () => {
    const queues = registerQueues(GROUPS, [
      counted('sfoslistings', 'Listings', 1, { filter: 'status=submitted' }),
      counted('stripetrans', 'Failed', 1, { filter: (at) => `outcome=failed&from=${at.toISOString().slice(0, 10)}` }),
      counted('stripetrans', 'Mails', 1, { path: 'collections/email-sendings?x=1' }),
      counted('verifier', 'Applications', 1),
    ])
    const [plain, filtered, dated, elsewhere] = queues
    expect(queueHref('/cpanel', filtered!, now)).toBe('/cpanel/sfoslistings?status=submitted')
    expect(queueHref('/cpanel', dated!, now)).toBe('/cpanel/stripetrans?outcome=failed&from=2026-11-28')
    expect(queueHref('/cpanel', elsewhere!, now)).toBe('/cpanel/collections/email-sendings?x=1')
    expect(queueHref('/cpanel', plain!, now)).toBe('/cpanel/verifier')
  })

  it('shows only the queues of tools this person may use, and only those with work in them', async () => {
    const asked: string[] = []
    const queue = (name: string, label: string, count: number) => ({
      ...counted(name, label, count),
      count: async () => {
        asked.push(label)
        return count
      },
    })
    const queues = registerQueues(GROUPS, [
      queue('verifier', 'Applications', 3),
      queue('usermerger', 'Duplicates', 2),
      queue('stripetrans', 'Failed payments', 0),
    ])
    const mayUse = (one: ControlPanelTool, role: 'staff' | 'admin') => one.needs === 'staff' || role === 'admin'
    expect(await workWaiting(payload, queues, mayUse, 'staff', now)).toEqual([
      { label: 'Applications', href: '/cpanel/verifier', count: 3 },
    ])
    // The administrator-only queue is not even counted for staff.
    expect(asked).toEqual(['Applications', 'Failed payments'])
    expect((await workWaiting(payload, queues, mayUse, 'admin', now)).map((one) => one.label)).toEqual([
      'Applications',
      'Duplicates',
    ])
  })
})

describe('find anything', () => {
  it('takes the words of the address, tidied, and says why too few or too many are not searched', () => {
    expect(findWords(null)).toBeNull()
    expect(findWords('   ')).toBeNull()
    expect(findWords('  Ada   Lovelace ')).toEqual({ words: 'Ada Lovelace' })
    expect(findWords('a')).toEqual({ problem: 'Type at least 2 letters to search.' })
    expect(findWords('x'.repeat(101))).toEqual({ problem: 'Search with at most 100 letters.' })
  })
})
