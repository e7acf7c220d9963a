import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export type LocalSecrets = { payloadSecret: string; databasePassword: string }

/**
 * Outside production, secrets that were not given are generated once per
 * installation and kept in `{DATA_DIR}/secrets.json` (readable by its owner
 * only): never a default anyone could know.
 */
export function loadLocalSecrets(dataDir: string): LocalSecrets {
  const file = path.resolve(dataDir, 'secrets.json')
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>
    if (stored.payloadSecret && stored.databasePassword) return stored as LocalSecrets
  }
  const secrets: LocalSecrets = {
    payloadSecret: randomBytes(32).toString('hex'),
    databasePassword: randomBytes(18).toString('base64url'),
  }
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  chmodSync(file, 0o600)
  return secrets
}
