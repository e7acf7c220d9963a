'use client'

import { useActionState, useEffect, useRef, useState, useTransition, type ChangeEvent, type ReactNode } from 'react'

import { ToolTable } from '@/platform/cpanel/ToolTable'

import type { AudienceSource } from '../services/definition'
import type { Choice, Choices, Draft, DraftList, DraftRule, Preview } from '../services/builder'
import type { BuilderState } from './actions'

type Props = {
  action: (previous: BuilderState, form: FormData) => Promise<BuilderState>
  live: (form: FormData) => Promise<Preview>
  initial: BuilderState
  audienceId?: number
  choices: Choices
  conditions: Record<AudienceSource, readonly string[]>
  sourceLabels: Record<AudienceSource, string>
}

/** How each condition is asked for: a list of `choices`, a number of days, a date or a tick. */
const CONDITION_FIELDS: Record<string, { label: string; kind: 'select' | 'days' | 'date' | 'tick'; choices?: keyof Choices; any?: string }> = {
  plan: { label: 'Plan', kind: 'select', choices: 'plan', any: 'Any plan' },
  status: { label: 'Status', kind: 'select', any: 'Any status' },
  expiringWithinDays: { label: 'Expiring within (days)', kind: 'days' },
  weekend: { label: 'Weekend', kind: 'select', choices: 'weekend', any: 'Any weekend' },
  level: { label: 'Level this year', kind: 'select', choices: 'level', any: 'Any level' },
  lastGiftSince: { label: 'Last gift on or after', kind: 'date' },
  lastGiftBefore: { label: 'Last gift before', kind: 'date' },
  yearly: { label: 'Giving yearly', kind: 'tick' },
  event: { label: 'Event', kind: 'select', choices: 'event', any: 'Choose an event' },
  artist: { label: 'Artist', kind: 'select', choices: 'artist', any: 'Choose an artist' },
  tag: { label: 'Tag', kind: 'select', choices: 'tag', any: 'Choose a tag' },
  audience: { label: 'Saved audience', kind: 'select', choices: 'audience', any: 'Choose an audience' },
}

/** A submit button in Payload's look that says which of the form's buttons was pressed (Payload's `Button` takes no name). */
function IntentButton({ intent, style, children, disabled }: { intent: string; style: 'primary' | 'secondary'; children: ReactNode; disabled?: boolean }) {
  return (
    <button type="submit" name="intent" value={intent} disabled={disabled} className={`btn btn--style-${style} btn--size-small btn--withoutPopup btn--no-margin`}>
      {children}
    </button>
  )
}

const structureOf = (draft: Draft) => `${draft.rules.map((rule) => rule.source).join(',')}|${draft.except.map((rule) => rule.source).join(',')}`

/**
 * The audience builder (issue 39): rules with their conditions, all of / any of, "but not", the
 * count and the first people. Without JavaScript every button posts the form and the page comes
 * back with the count; with it, the count follows each change (debounced) through `live`.
 */
export function AudienceBuilder({ action, live, initial, audienceId, choices, conditions, sourceLabels }: Props) {
  const [state, formAction, pending] = useActionState(action, initial)
  const [current, setCurrent] = useState<Preview | undefined>(undefined)
  const [counting, startCounting] = useTransition()
  const form = useRef<HTMLFormElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const changed = useRef<string | null>(null)
  useEffect(() => {
    setCurrent(undefined)
    // A new source redraws its rule's conditions: give the focus back to the list it was chosen in.
    const name = changed.current
    changed.current = null
    if (name && document.activeElement === document.body) form.current?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus()
  }, [state])
  useEffect(() => () => clearTimeout(timer.current), [])

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const name = (event.target as unknown as HTMLInputElement).name
    if (!form.current || name === 'name') return
    clearTimeout(timer.current)
    if (name.endsWith('.source')) {
      changed.current = name
      form.current.requestSubmit(form.current.querySelector<HTMLButtonElement>('button[value="count"]'))
      return
    }
    timer.current = setTimeout(() => {
      const data = new FormData(form.current!)
      startCounting(async () => setCurrent(await live(data)))
    }, 400)
  }

  const preview = current ?? state.preview
  const select = (id: string, name: string, value: string | undefined, options: Choice[], any: string) => (
    <select id={id} name={name} defaultValue={value ?? ''}>
      <option value="">{any}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
  const ruleFields = (list: DraftList, rule: DraftRule, index: number) =>
    conditions[rule.source].map((condition) => {
      const spec = CONDITION_FIELDS[condition]!
      const id = `${list}-${index}-${condition}`
      const name = `${list}.${index}.${condition}`
      const options =
        condition === 'status' ? (rule.source === 'members' ? choices.memberStatus : choices.registrationStatus) : choices[spec.choices ?? 'plan']
      return (
        <div key={condition} className={spec.kind === 'tick' ? 'audience-builder__tick' : 'cpanel-tool__field'}>
          {spec.kind === 'tick' ? (
            <>
              <input id={id} name={name} type="checkbox" defaultChecked={rule[condition] === 'on'} />
              <label htmlFor={id}>{spec.label}</label>
            </>
          ) : (
            <>
              <label htmlFor={id}>{spec.label}</label>
              {spec.kind === 'select' ? (
                select(id, name, rule[condition], options, spec.any!)
              ) : spec.kind === 'days' ? (
                <input id={id} name={name} type="number" min={0} max={366} inputMode="numeric" defaultValue={rule[condition] ?? ''} />
              ) : (
                <input id={id} name={name} type="date" defaultValue={rule[condition] ?? ''} />
              )}
            </>
          )}
        </div>
      )
    })
  const rules = (list: DraftList, heading: string) =>
    state.draft[list].map((rule, index) => (
      <fieldset key={`${list}-${index}`} className="audience-builder__rule">
        <legend>
          {heading} {index + 1}
        </legend>
        <div className="cpanel-tool__field">
          <label htmlFor={`${list}-${index}-source`}>Who</label>
          <select id={`${list}-${index}-source`} name={`${list}.${index}.source`} defaultValue={rule.source}>
            {Object.entries(sourceLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {ruleFields(list, rule, index)}
        <IntentButton intent={`remove:${list}:${index}`} style="secondary">
          Remove <span className="cpanel-tool__sr">{`${heading.toLowerCase()} ${index + 1}`}</span>
        </IntentButton>
      </fieldset>
    ))

  return (
    <form ref={form} key={structureOf(state.draft)} action={formAction} onChange={onChange} noValidate className="audience-builder">
      {/* Enter in a field counts rather than removing the first rule. */}
      <button type="submit" name="intent" value="count" hidden tabIndex={-1} aria-hidden />
      {audienceId ? <input type="hidden" name="id" value={audienceId} /> : null}
      {state.message ? (
        <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
          {state.message}
        </div>
      ) : null}
      <div className="cpanel-tool__field">
        <label htmlFor="audience-name">Name</label>
        <input
          id="audience-name"
          name="name"
          type="text"
          maxLength={120}
          defaultValue={state.name}
          aria-invalid={state.nameError ? true : undefined}
          aria-describedby={state.nameError ? 'audience-name-error' : undefined}
        />
        {state.nameError ? (
          <p id="audience-name-error" role="alert" className="cpanel-tool__field-error">
            {state.nameError}
          </p>
        ) : null}
      </div>
      <div className="cpanel-tool__field">
        <label htmlFor="audience-match">People who match</label>
        <select id="audience-match" name="match" defaultValue={state.draft.match}>
          <option value="all">All of the rules</option>
          <option value="any">Any of the rules</option>
        </select>
      </div>
      {rules('rules', 'Rule')}
      <div className="audience-builder__add">
        <IntentButton intent="add-rule" style="secondary">
          Add a rule
        </IntentButton>
      </div>
      {rules('except', 'But not')}
      <div className="audience-builder__add">
        <IntentButton intent="add-except" style="secondary">
          Add a “but not” rule
        </IntentButton>
      </div>
      <section className="cpanel-tool__section" aria-labelledby="audience-count">
        <h2 id="audience-count" aria-live="polite" aria-busy={pending || counting}>
          {preview === undefined
            ? 'Press Count to see who is in it.'
            : preview.ok
              ? preview.count === 1
                ? '1 person'
                : `${new Intl.NumberFormat('en').format(preview.count)} people`
              : 'The audience cannot be counted yet'}
        </h2>
        {preview && !preview.ok ? (
          // The alert wraps the list: a role on the list itself would hide its items from screen readers' list.
          <div role="alert" className="cpanel-tool__field-error">
            <ul>
              {preview.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="audience-builder__actions">
          <IntentButton intent="count" style="secondary" disabled={pending}>
            Count
          </IntentButton>
          <IntentButton intent="save" style="primary" disabled={pending}>
            Save the audience
          </IntentButton>
        </div>
        {preview?.ok && preview.people.length ? (
          <ToolTable caption={`The first ${preview.people.length} people, by email`} columns={['Name', 'Email']}>
            {preview.people.map((person) => (
              <tr key={person.email}>
                <td>{person.name || '—'}</td>
                <td>{person.email}</td>
              </tr>
            ))}
          </ToolTable>
        ) : null}
      </section>
    </form>
  )
}
