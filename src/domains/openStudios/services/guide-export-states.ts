/** A guide export's life: queued, running (listings done of the total), done with its ZIP, or failed with why. */
export const GUIDE_EXPORT_STATES = ['queued', 'running', 'done', 'failed'] as const
export type GuideExportState = (typeof GUIDE_EXPORT_STATES)[number]
