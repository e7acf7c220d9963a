export { imagesCollection } from './collections/Images'
export { publicImage } from './services/public-image'
