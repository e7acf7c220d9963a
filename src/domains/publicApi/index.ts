export { publicApiPreflight, publicApiResponse, ANONYMOUS_LIMIT, KEY_HEADER } from './services/http'
export { openApiDocument } from './services/openapi'
export { publicPageData } from './services/page-data'
export { embedScriptResponse } from './services/embed-script'
