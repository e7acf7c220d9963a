import config from '@payload-config'
import type { Payload } from 'payload'

import { payloadInstance, providePayloadConfig } from '@/platform/payload'

// What Next's instrumentation hook does when the server starts (decision 033).
providePayloadConfig(config)

/** Payload's local API on this test file's own database (see database.ts). */
export function testPayload(): Promise<Payload> {
  return payloadInstance()
}
