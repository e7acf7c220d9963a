import { readPart, renderTemplate, type MergeData } from '@/platform/mail'

import { MAX_TEXT } from './vocabulary'

/** A staff-editable answer used often, with merge fields filled from the conversation (decision 100). */
export type SavedReply = { id: string; title: string; text: string }

/** The merge fields a saved reply may use, with what each puts in. */
export const SAVED_REPLY_FIELDS: Record<string, string> = {
  firstName: "the person's first name",
  name: "the person's full name",
  subject: "the conversation's subject",
  about: 'what the conversation is about (an order number, an event…), or nothing',
  staffFirstName: 'your first name',
}

export const MAX_TITLE = 120

export type ReplyFacts = { personName: string; email: string; subject: string; about: string; staffName: string }

const firstNameOf = (name: string, fallback: string) => name.trim().split(/\s+/)[0] || fallback

/** The values of the merge fields for one conversation and the staff member answering. */
export function replyData(facts: ReplyFacts): MergeData {
  return {
    firstName: firstNameOf(facts.personName, facts.email),
    name: facts.personName.trim() || facts.email,
    subject: facts.subject,
    about: facts.about,
    staffFirstName: firstNameOf(facts.staffName, 'The team'),
  }
}

/** What is wrong with a saved reply as staff typed it, field by field; empty when it can be saved. */
export function savedReplyProblems(title: string, text: string): Record<string, string> {
  const problems: Record<string, string> = {}
  if (!title.trim()) problems.title = 'Give the saved reply a title.'
  else if (title.length > MAX_TITLE) problems.title = `A title is at most ${MAX_TITLE} characters.`
  if (!text.trim()) problems.text = 'Write the reply.'
  else if (text.length > MAX_TEXT) problems.text = `A reply is at most ${MAX_TEXT} characters.`
  else {
    const read = readPart(text)
    if ('problem' in read) problems.text = `The reply ${read.problem}.`
    else {
      const unknown = read.fields.filter((field) => !(field in SAVED_REPLY_FIELDS))
      if (unknown.length)
        problems.text = `${unknown.map((f) => `{{${f}}}`).join(', ')} ${unknown.length === 1 ? 'is not a merge field' : 'are not merge fields'}: use ${Object.keys(
          SAVED_REPLY_FIELDS,
        )
          .map((f) => `{{${f}}}`)
          .join(', ')}.`
    }
  }
  return problems
}

/** The saved reply's words with the merge fields filled, as the reply box offers them (sent as they are: text). */
export function mergeSavedReply(text: string, data: MergeData): string {
  return renderTemplate({ name: 'saved reply', subject: '', html: '', text }, data).text
}
