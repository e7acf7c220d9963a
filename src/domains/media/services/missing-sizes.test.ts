import { describe, expect, it } from 'vitest'

import { sizeFilename } from './missing-sizes'

describe('sizeFilename', () => {
  it("names a size's file as Payload does: the original's name, the pixels and the format's extension", () => {
    expect(sizeFilename('harbour.jpg', 800, 523, 'avif')).toBe('harbour-800x523.avif')
    expect(sizeFilename('fog.harbour.png', 400, 300, 'webp')).toBe('fog.harbour-400x300.webp')
    expect(sizeFilename('noextension', 800, 600, 'webp')).toBe('noextension-800x600.webp')
  })
})
