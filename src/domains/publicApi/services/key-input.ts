import { NAME_MAX_LENGTH, parseOrigins, parsePerMinute } from './keys'

/** A key's name, limit and origins as staff write them in the tool, checked; each problem beside its field. */
export function keyInput(fields: {
  name: string
  perMinute: string
  origins: string
}):
  | { ok: true; value: { name: string; perMinute: number; origins: string[] } }
  | { ok: false; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {}
  const name = fields.name.trim()
  if (!name) fieldErrors.name = 'Name the key after the partner and the site, such as “Mission Tourism — events page”.'
  if (name.length > NAME_MAX_LENGTH) fieldErrors.name = `At most ${NAME_MAX_LENGTH} characters.`
  const perMinute = parsePerMinute(fields.perMinute)
  if ('problem' in perMinute) fieldErrors.perMinute = perMinute.problem
  const origins = parseOrigins(fields.origins)
  if ('problem' in origins) fieldErrors.origins = origins.problem
  if ('problem' in perMinute || 'problem' in origins || Object.keys(fieldErrors).length > 0)
    return { ok: false, fieldErrors }
  return { ok: true, value: { name, perMinute: perMinute.perMinute, origins: origins.origins } }
}
