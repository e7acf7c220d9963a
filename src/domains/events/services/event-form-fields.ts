/** The event form's fields and repeat choices, apart so the browser's form reads them without server code. */

export const REPEATS = ['none', 'weekly', 'fortnightly', 'monthly'] as const
export type Repeat = (typeof REPEATS)[number]
export const REPEAT_LABELS: Record<Repeat, string> = {
  none: 'It happens once',
  weekly: 'Every week',
  fortnightly: 'Every other week',
  monthly: 'Every month, on the same weekday',
}

export const FORM_FIELDS = [
  'title',
  'summary',
  'description',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'allDay',
  'repeat',
  'repeatUntil',
  'exceptions',
  'venueName',
  'venueAddress',
  'onlineLink',
  'tags',
  'registration',
  'priceNote',
  'accessibility',
  'organiserName',
  'picture',
] as const
export type FormField = (typeof FORM_FIELDS)[number]
export type FormValues = Partial<Record<FormField, string>>
