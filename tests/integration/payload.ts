import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** Payload's local API on this test file's own database (see database.ts). */
export function testPayload(): Promise<Payload> {
  return getPayload({ config })
}
