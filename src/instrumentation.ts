/**
 * Runs once when the Next server starts: the only place the application hands
 * its Payload configuration to `@/platform/payload` (decision 033). Imported
 * inside the Node.js branch: Next also compiles this file for the edge runtime,
 * where Payload cannot run.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ providePayloadConfig }, { default: config }] = await Promise.all([
    import('@/platform/payload'),
    import('@payload-config'),
  ])
  providePayloadConfig(config)
}
