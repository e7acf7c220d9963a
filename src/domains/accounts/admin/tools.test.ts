import { describe, expect, it } from 'vitest'

import { ACCOUNT_TOOLS, mayUseControlPanelTool, mayUseTool } from './tools'

describe('who may open an account tool', () => {
  const admin = { id: 1, roles: ['admin'] }
  const staff = { id: 2, roles: ['staff'] }
  const artist = { id: 3, roles: ['artist'] }

  it('lets staff use staff tools and only administrators use admin tools', () => {
    expect(mayUseTool('verifier', staff)).toBe(true)
    expect(mayUseTool('verifier', admin)).toBe(true)
    expect(mayUseTool('usermerger', staff)).toBe(false)
    expect(mayUseTool('adminsetter', staff)).toBe(false)
    expect(mayUseTool('usermerger', admin)).toBe(true)
    expect(mayUseTool('adminsetter', admin)).toBe(true)
  })

  it('refuses everyone else and unknown tools', () => {
    for (const tool of ACCOUNT_TOOLS) {
      expect(mayUseTool(tool.name, artist), tool.name).toBe(false)
      expect(mayUseTool(tool.name, null), tool.name).toBe(false)
    }
    expect(mayUseTool('nosuchtool', admin)).toBe(false)
  })

  it('applies the same rule to a tool of any domain', () => {
    expect(mayUseControlPanelTool({ needs: 'staff' }, staff)).toBe(true)
    expect(mayUseControlPanelTool({ needs: 'staff' }, artist)).toBe(false)
    expect(mayUseControlPanelTool({ needs: 'staff' }, null)).toBe(false)
    expect(mayUseControlPanelTool({ needs: 'admin' }, staff)).toBe(false)
    expect(mayUseControlPanelTool({ needs: 'admin' }, admin)).toBe(true)
  })
})
