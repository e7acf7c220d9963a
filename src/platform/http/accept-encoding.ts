/** Whether an `Accept-Encoding` header takes one of `codings`, with a weight above 0. */
function acceptsCoding(acceptEncoding: string | null | undefined, codings: readonly string[]): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase())
    const weight = parameters.find((parameter) => parameter.startsWith('q='))
    return codings.includes(name) && (weight === undefined || Number(weight.slice(2)) > 0)
  })
}

/** Brotli, named: the build's files are served in it (decision 042). */
export const acceptsBrotli = (acceptEncoding: string | null | undefined) => acceptsCoding(acceptEncoding, ['br'])

/** Gzip, named or as `*`. */
export const acceptsGzip = (acceptEncoding: string | null | undefined) => acceptsCoding(acceptEncoding, ['gzip', '*'])
