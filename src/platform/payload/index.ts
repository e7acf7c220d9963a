import { getPayload, type Payload, type SanitizedConfig } from 'payload'

/**
 * The one way code reaches Payload (decision 033). The configuration is handed
 * in once per process by whoever owns it — Next's instrumentation hook
 * (`src/instrumentation.ts`), a script, the integration tests — so no domain
 * imports `@payload-config`, whose collections import the domains back.
 */
type ConfigSource = SanitizedConfig | Promise<SanitizedConfig>

// On globalThis: Next loads the instrumentation hook and the routes as separate bundles in one process.
const KEY = Symbol.for('vernissage.payload-config')
const holder = globalThis as typeof globalThis & { [KEY]?: ConfigSource }

export function providePayloadConfig(config: ConfigSource): void {
  holder[KEY] = config
}

export async function payloadConfig(): Promise<SanitizedConfig> {
  const config = holder[KEY]
  if (!config) {
    throw new Error('No Payload configuration was provided: call providePayloadConfig(config) when the process starts.')
  }
  return config
}

/** The process's Payload, initialised on first use. */
export async function payloadInstance(): Promise<Payload> {
  return getPayload({ config: await payloadConfig() })
}
