import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

/**
 * Checks an answer of the public API against the OpenAPI 3.1 document it
 * serves: the operation found by its path template, the schema by the answer's
 * status (a 304 has none), with Ajv's JSON Schema 2020-12 and its formats.
 */

type Document = {
  paths: Record<string, { get: { responses: Record<string, { content?: Record<string, { schema: unknown }> }> } }>
  components: { schemas: Record<string, unknown> }
}

export function openApiChecker(document: Document) {
  // Not strict: OpenAPI's own words (`description` beside `$ref`…) sit in the schemas.
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema({ $id: 'https://vernissage.test/openapi.json', components: document.components })
  const templates = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }))
  return function problems(path: string, status: number, body: unknown): string[] {
    const operationPath = path.replace(/^.*\/api\/public\/v1/, '').replace(/\?.*$/, '')
    const found = templates.find((entry) => entry.pattern.test(operationPath))
    // An address the document does not have is refused with its Error.
    const errorOnly = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }
    if (!found && status !== 404) return [`no operation in the document for ${operationPath}`]
    const response = found ? document.paths[found.template]!.get.responses[String(status)] : errorOnly
    if (!response) return [`no answer ${status} in the document for ${found?.template}`]
    const schema = response.content?.['application/json']?.schema as { $ref?: string } | undefined
    if (!schema)
      return body === undefined || body === '' || body === null ? [] : [`${status} has no body in the document`]
    const validate = ajv.getSchema(`https://vernissage.test/openapi.json${schema.$ref}`)
    if (!validate) return [`the document's ${schema.$ref} does not compile`]
    return validate(body) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`)
  }
}
