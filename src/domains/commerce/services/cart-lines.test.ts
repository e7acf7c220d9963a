import { describe, expect, it } from 'vitest'

import { checkedLines, itemCount, mergedLines, withAdded, withQuantity, type CartProduct } from './cart-lines'
import { MAX_QUANTITY } from './order-lines'

describe('the cart’s lines', () => {
  it('adds a new product last and more of one already there to its line', () => {
    const lines = withAdded([{ product: 1, quantity: 1 }], 2, 3)
    expect(lines).toEqual([
      { product: 1, quantity: 1 },
      { product: 2, quantity: 3 },
    ])
    expect(withAdded(lines, 1, 2)).toEqual([
      { product: 1, quantity: 3 },
      { product: 2, quantity: 3 },
    ])
  })

  it('caps a line at the most one order may hold', () => {
    expect(withAdded([{ product: 1, quantity: MAX_QUANTITY - 1 }], 1, 5)).toEqual([
      { product: 1, quantity: MAX_QUANTITY },
    ])
    expect(withQuantity([{ product: 1, quantity: 1 }], 1, 5000)).toEqual([{ product: 1, quantity: MAX_QUANTITY }])
  })

  it('sets a quantity, and 0 takes the line out', () => {
    const lines = [
      { product: 1, quantity: 1 },
      { product: 2, quantity: 2 },
    ]
    expect(withQuantity(lines, 2, 5)).toEqual([
      { product: 1, quantity: 1 },
      { product: 2, quantity: 5 },
    ])
    expect(withQuantity(lines, 1, 0)).toEqual([{ product: 2, quantity: 2 }])
    expect(withQuantity(lines, 9, 4)).toEqual(lines)
  })

  it('merges a guest’s cart into the person’s: theirs first, the same product added, up to the cap', () => {
    const person = [
      { product: 1, quantity: 2 },
      { product: 2, quantity: MAX_QUANTITY - 1 },
    ]
    const guest = [
      { product: 3, quantity: 1 },
      { product: 1, quantity: 1 },
      { product: 2, quantity: 10 },
    ]
    expect(mergedLines(person, guest)).toEqual([
      { product: 1, quantity: 3 },
      { product: 2, quantity: MAX_QUANTITY },
      { product: 3, quantity: 1 },
    ])
    expect(mergedLines([], guest)).toEqual(guest)
    expect(mergedLines(person, [])).toEqual(person)
  })

  it('takes out what is gone, off sale or sold out, and brings a quantity down to what is left, saying so', () => {
    const products = new Map<number, CartProduct>([
      [1, { id: 1, name: 'Tote bag', active: true, stock: null }],
      [2, { id: 2, name: 'Old mug', active: false, stock: 5 }],
      [3, { id: 3, name: 'Print', active: true, stock: 0 }],
      [4, { id: 4, name: 'Guide', active: true, stock: 2 }],
    ])
    const checked = checkedLines(
      [
        { product: 1, quantity: 40 },
        { product: 2, quantity: 1 },
        { product: 3, quantity: 1 },
        { product: 4, quantity: 3 },
        { product: 99, quantity: 1 },
      ],
      products,
    )
    expect(checked.lines).toEqual([
      { product: 1, quantity: 40 },
      { product: 4, quantity: 2 },
    ])
    expect(checked.notes).toEqual([
      'Something in your cart is no longer in the shop and was taken out.',
      'Old mug is no longer on sale and was taken out of your cart.',
      'Print is sold out and was taken out of your cart.',
      'Only 2 left of Guide: your cart now holds 2.',
    ])
    expect(itemCount(checked.lines)).toBe(42)
  })
})
