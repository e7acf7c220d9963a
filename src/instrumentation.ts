/**
 * Runs once when the Next server starts: the only place the application hands
 * its Payload configuration to `@/platform/payload` (decision 033), and offers
 * the launcher the requests it answers before Next (decision 043). Imported
 * inside the Node.js branch: Next also compiles this file for the edge runtime,
 * where Payload cannot run.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [
    { providePayloadConfig },
    { default: config },
    { offerNodeRoute },
    { storageSessionRoute },
    { importUploadRoute },
    { liveDocumentsRoute },
    { documentsNodeRoute },
  ] = await Promise.all([
    import('@/platform/payload'),
    import('@payload-config'),
    import('@/platform/http/node-routes'),
    import('@/app/storage'),
    import('@/app/imports'),
    import('@/app/live-documents'),
    import('@/app/documents'),
  ])
  providePayloadConfig(config)
  offerNodeRoute('storage sessions', storageSessionRoute)
  offerNodeRoute('CSV import uploads', importUploadRoute)
  offerNodeRoute('live listeners', liveDocumentsRoute)
  offerNodeRoute('documents', documentsNodeRoute)
}
