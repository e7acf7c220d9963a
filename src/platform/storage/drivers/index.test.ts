import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'

import { parseConfig } from '../../config'
import { driverFromConfig } from './index'

const secret = 'x'.repeat(32)

describe('driverFromConfig', () => {
  it('keeps files under the data directory by default', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vernissage-driver-'))
    try {
      const driver = driverFromConfig(parseConfig({ PAYLOAD_SECRET: secret }), dataDir)
      await driver.put('public/ab/abc.1', Readable.from(['x']))
      expect(await readdir(path.join(dataDir, 'storage', 'objects', 'public', 'ab'))).toEqual(['abc.1'])
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  it('builds an S3 driver from the S3 settings, and refuses one without its keys', () => {
    const settings = parseConfig({
      PAYLOAD_SECRET: secret,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(typeof driverFromConfig(settings, '.data').startSession).toBe('function')
    expect(() => driverFromConfig({ ...settings, S3_SECRET_ACCESS_KEY: undefined }, '.data')).toThrow(
      'STORAGE_DRIVER=s3 needs',
    )
  })
})
