import type { ActionState } from '@/platform/forms'

import type { TemplatePart } from '../services/templates'

/** What the template editor's action answers: the form's state, and the mail as it would go out. */
export type TemplateEditorState = ActionState<TemplatePart | 'search'> & {
  preview?: { record: string; subject: string; html: string; text: string }
  /** The key of the next test mail: a new one with each answer, so only the same form sent twice is one test. */
  nonce?: string
}
