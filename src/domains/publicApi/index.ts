export { publicApiPreflight, publicApiResponse, ANONYMOUS_LIMIT, KEY_HEADER } from './services/http'
export { openApiDocument } from './services/openapi'
