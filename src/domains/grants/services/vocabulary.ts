/** A grant's stages, the kinds of its dates and the documents it takes (issue 39, section 4). */

export const GRANT_STAGES = [
  'prospect',
  'inquiry',
  'application',
  'awarded',
  'declined',
  'reporting',
  'closed',
] as const
export type GrantStage = (typeof GRANT_STAGES)[number]
export const STAGE_LABELS: Record<GrantStage, string> = {
  prospect: 'Prospect',
  inquiry: 'Letter of inquiry',
  application: 'Application',
  awarded: 'Awarded',
  declined: 'Declined',
  reporting: 'Reporting',
  closed: 'Closed',
}

export const DEADLINE_KINDS = ['inquiry', 'application', 'report', 'other'] as const
export type DeadlineKind = (typeof DEADLINE_KINDS)[number]
export const DEADLINE_LABELS: Record<DeadlineKind, string> = {
  inquiry: 'Letter of inquiry due',
  application: 'Application due',
  report: 'Report due',
  other: 'Other date',
}

/**
 * What a grant's documents may be, as their bytes say (never the name or the
 * browser's word): PDF, Word (.docx), OpenDocument text and pictures.
 */
export const DOCUMENT_TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.oasis.opendocument.text': 'OpenDocument text',
  'image/jpeg': 'JPEG picture',
  'image/png': 'PNG picture',
  'image/webp': 'WebP picture',
  'image/gif': 'GIF picture',
}
export const DOCUMENT_TYPES_DESCRIBED =
  'PDF, Word (.docx), OpenDocument text (.odt) or a picture (JPEG, PNG, WebP, GIF)'
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024

export const PROGRAM_MAX = 200
export const NOTES_MAX = 4000

/** The grants' list: rows a page. */
export const GRANTS_PER_PAGE = 50
