import { describe, expect, it } from 'vitest'

import { badRequest, bodyProblem, errorShapeOf, targetProblem } from './bad-input'

function post(contentType: string, body: string, method = 'POST') {
  return new Request('http://site.test/api/users', { method, headers: { 'content-type': contentType }, body })
}

describe('bad input', () => {
  it('answers in the shape of the endpoint', () => {
    expect(errorShapeOf('/api/users/login')).toBe('payload')
    expect(errorShapeOf('/fn/verifier')).toBe('callable')
    expect(errorShapeOf('/storage/v1/b/public/o')).toBe('storage')
    expect(errorShapeOf('/files/public/a.png')).toBe('storage')
    expect(errorShapeOf('/v1/projects/p/databases/(default)/documents:commit')).toBe('documents')
    expect(errorShapeOf('/login')).toBe('page')
    expect(JSON.parse(badRequest('documents', 'Broken.').body)).toEqual({
      error: { code: 400, status: 'INVALID_ARGUMENT', message: 'Broken.' },
    })
    expect(JSON.parse(badRequest('payload', 'Broken.').body)).toEqual({ errors: [{ message: 'Broken.' }] })
    expect(JSON.parse(badRequest('callable', 'Broken.').body)).toEqual({
      error: { status: 'INVALID_ARGUMENT', message: 'Broken.' },
    })
    expect(JSON.parse(badRequest('storage', 'Broken.').body).error).toMatchObject({ code: 400, message: 'Broken.' })
    const page = badRequest('page', 'The <address> is broken.')
    expect(page.contentType).toMatch(/^text\/html/)
    expect(page.body).toContain('<p>The &lt;address&gt; is broken.</p>')
  })

  it('finds broken percent-encoding and NUL characters in an address', () => {
    expect(targetProblem('/art/%E0%A4%A')).toBe('The address /art/%E0%A4%A is not valid percent-encoding.')
    expect(targetProblem('/artists/artsearch?q=%00')).toContain('NUL character')
    expect(targetProblem('/artist/a%00b')).toContain('NUL character')
    expect(targetProblem('/search?q=%E0%A4%A')).toContain('is not valid percent-encoding')
    expect(targetProblem('/artists/artsearch?q=caf%C3%A9+bowls&medium=glass')).toBeUndefined()
    expect(targetProblem('/')).toBeUndefined()
  })

  it('finds bodies that cannot be read as their Content-Type says', async () => {
    const boundary = 'cut'
    const good = `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nann@example.org\r\n--${boundary}--\r\n`
    expect(await bodyProblem(post(`multipart/form-data; boundary=${boundary}`, good))).toBeUndefined()
    expect(await bodyProblem(post('multipart/form-data', good))).toBe(
      'A multipart/form-data body needs a boundary in its Content-Type header.',
    )
    expect(await bodyProblem(post('multipart/form-data; boundary=cut', 'garbage'))).toContain('is malformed')
    expect(await bodyProblem(post('multipart/form-data; boundary=cut', good.slice(0, 40)))).toContain('is malformed')
    const nul = good.replace('ann@example.org', 'ann\0@example.org')
    expect(await bodyProblem(post('multipart/form-data; boundary=cut', nul))).toContain('NUL character')

    expect(await bodyProblem(post('application/json', '{"email":"ann@example.org"}'))).toBeUndefined()
    expect(await bodyProblem(post('application/json', '{bad'))).toMatch(/^The JSON body is malformed: /)
    expect(await bodyProblem(post('application/json', '{"a":["x\\u0000"]}'))).toContain('NUL character')
    expect(await bodyProblem(post('application/json', ''))).toBeUndefined()
    expect(await bodyProblem(post('application/x-www-form-urlencoded', 'a=%%%'))).toContain(
      'not valid percent-encoding',
    )
    expect(await bodyProblem(post('text/plain', '{bad'))).toBeUndefined()
    expect(await bodyProblem(new Request('http://site.test/'))).toBeUndefined()
  })

  it('leaves the body for its handler', async () => {
    const request = post('application/json', '{"email":"ann@example.org"}')
    await bodyProblem(request)
    expect(await request.json()).toEqual({ email: 'ann@example.org' })
  })
})
