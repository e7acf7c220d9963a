export { imageFiles, imagesCollection } from './collections/Images'
export { publicImage } from './services/public-image'
export { imageDetailView } from './admin/views'
export { whereUsed, type ImageUse } from './services/image-usage'
