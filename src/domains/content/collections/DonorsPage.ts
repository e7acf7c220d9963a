import { contentBlocksField } from '../blocks/configs'
import { fixedPageGlobal } from './fixed-page'

/** The words at the top of `/donors`; the campaigns and the donors' roll below them are the donors domain's. */
export const DonorsPage = fixedPageGlobal({
  slug: 'donors-page',
  label: 'Donors page',
  previewPath: '/temp/donorspagetemp',
  publicPaths: () => ['/donors'],
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 120 },
    { name: 'introduction', type: 'richText' },
    contentBlocksField(),
  ],
})
