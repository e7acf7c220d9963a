/** A Lexical document as the control panel's rich-text editor writes it: a paragraph, then this image. */
export function richTextShowing(imageId: number) {
  const node = { version: 1, direction: null, format: '', indent: 0 }
  return {
    root: {
      ...node,
      type: 'root',
      children: [
        {
          ...node,
          type: 'paragraph',
          children: [
            { type: 'text', version: 1, text: 'Our policy.', detail: 0, format: 0, mode: 'normal', style: '' },
          ],
        },
        { type: 'upload', version: 3, format: '', id: 'node-1', fields: null, relationTo: 'images', value: imageId },
      ],
    },
  }
}
