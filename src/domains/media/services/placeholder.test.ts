import { describe, expect, it } from 'vitest'

import { initialsOf, placeholderLook } from './placeholder'

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['  maria  de la cruz ', 'MC'],
    ['Canvas tote bag', 'CB'],
    ['Émile Zola', 'ÉZ'],
    ['Pin', 'P'],
    ['O’Keeffe, Georgia', 'OG'],
    ['2027 guide', '2G'],
    ['— !', ''],
    ['', ''],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials)
  })
})

describe('placeholderLook', () => {
  it('is the same for the same name, whatever its case and spaces', () => {
    expect(placeholderLook('Enamel pin')).toEqual(placeholderLook('  enamel PIN '.trim()))
    expect(placeholderLook('Enamel pin')).toEqual(placeholderLook('Enamel pin'))
  })

  it('gives names side by side different colours', () => {
    const names = [
      'Neighbourhood map print',
      'Artist poster set',
      'Open Studios guide',
      'Canvas tote bag',
      'Enamel pin',
    ]
    const backgrounds = new Set(names.map((name) => placeholderLook(name).background))
    expect(backgrounds.size).toBeGreaterThanOrEqual(3)
  })

  it('draws white initials on every colour it picks itself', () => {
    for (let n = 0; n < 200; n += 1) expect(placeholderLook(`Artist ${n}`).ink).toBe('#ffffff')
  })

  it("uses the item's own colours first, and dark initials on a light one", () => {
    expect(placeholderLook('Summer fair', ['#F4F1DE', '#e07a5f'])).toEqual({
      initials: 'SF',
      background: '#f4f1de',
      band: '#e07a5f',
      ink: '#1c1917',
    })
    expect(placeholderLook('Night walk', ['#000000'])).toMatchObject({
      background: '#000000',
      band: '#000000',
      ink: '#ffffff',
    })
  })

  it('ignores what is not a colour', () => {
    expect(placeholderLook('Night walk', ['red', 'url(x)', ''])).toEqual(placeholderLook('Night walk'))
  })
})
