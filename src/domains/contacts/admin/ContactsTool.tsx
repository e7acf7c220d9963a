import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { formatCalendarDate, formatDateTime, organisationDate, wallClockOf } from '@/platform/calendar'
import { config } from '@/platform/config'
import { ListPages, EmptyState, listHref, toolView, ToolTable, type ToolContext } from '@/platform/cpanel'
import { FilterActions, FilterField, FilterProblem, FilterSelect } from '@/platform/cpanel/Filters'
import { ToolForm, type FieldSpec } from '@/platform/cpanel/ToolForm'

import {
  contactDetail,
  contactList,
  duplicates,
  organisations,
  staffMembers,
  tagNames,
  type ContactDetail,
} from '../services/contacts'
import { contactQuery } from '../services/list-query'
import { MERGED_FIELDS, type MergedField } from '../services/rules'
import {
  CATEGORY_LABELS,
  CONTACT_CATEGORIES,
  CONTACT_KINDS,
  INTERACTION_KINDS,
  INTERACTION_LABELS,
  KIND_LABELS,
} from '../services/vocabulary'
import {
  addFollowUpAction,
  logInteractionAction,
  markFollowUpAction,
  mergeContactsAction,
  saveContactAction,
} from './actions'
import { CONTACTRACKER_TOOL as tool } from './tools'

const id = (value: string | null) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null)

/**
 * `/cpanel/contactracker` (decision 093): the contacts, filtered, sorted and
 * paged by the address; a contact's page with its interactions, follow-ups
 * and possible duplicates; the merge page. Staff only, here and in every action.
 */
export async function ContactsTool(view: AdminViewServerProps) {
  return toolView(
    view,
    tool,
    mayUseControlPanelTool,
    async (context) => {
      const { params } = context
      if (params.has('merge'))
        return <MergePage context={context} keep={id(params.get('keep'))} merge={id(params.get('merge'))} />
      if (params.has('contact')) return <ContactPage context={context} contact={id(params.get('contact'))} />
      if (params.get('new') === '1') return <NewContactPage context={context} />
      if (params.get('duplicates') === '1') return <DuplicatesPage context={context} />
      return <ContactList context={context} />
    },
    // A list takes the whole width; one contact's page reads better narrower.
    { wide: !['contact', 'merge', 'new'].some((key) => view.searchParams?.[key] !== undefined) },
  )
}

async function ContactList({ context }: { context: ToolContext }) {
  const { payload, base, params } = context
  const { query, problems } = contactQuery(params)
  const used = problems.length ? contactQuery(new URLSearchParams()).query : query
  const [list, tags] = await Promise.all([contactList(payload, used), tagNames(payload)])
  const filtered = Boolean(used.words || used.tag || used.category || used.followUps)
  const exportParams = new URLSearchParams(params)
  exportParams.delete('page')
  const exportQuery = exportParams.toString()
  return (
    <>
      {problems.length ? <FilterProblem problems={problems} what="contact" /> : null}
      <p className="cpanel-tool__actions">
        <a href={`${base}?new=1`}>Add a contact</a> · <a href={`${base}?duplicates=1`}>Possible duplicates</a> ·{' '}
        <a href={`/api/contacts/export${exportQuery ? `?${exportQuery}` : ''}`} download>
          Export {filtered ? 'these contacts' : 'every contact'} as CSV
        </a>
      </p>
      <form method="get" action={base} className="cpanel-tool__filters" aria-label="Find contacts">
        <FilterField label="Name, email, phone or organisation" name="q" value={used.words} />
        <FilterSelect
          label="Tag"
          name="tag"
          value={used.tag}
          options={tags}
          labels={Object.fromEntries(tags.map((tag) => [tag, tag]))}
        />
        <FilterSelect
          label="Kind"
          name="category"
          value={used.category}
          options={CONTACT_CATEGORIES}
          labels={CATEGORY_LABELS}
        />
        <FilterSelect
          label="Follow-ups"
          name="followups"
          value={used.followUps}
          options={['due']}
          labels={{ due: 'Due today or before' }}
        />
        {params.get('sort') ? <input type="hidden" name="sort" value={params.get('sort')!} /> : null}
        <FilterActions base={base} />
      </form>
      <section className="cpanel-tool__section" aria-labelledby="contacts-heading">
        <h2 id="contacts-heading">
          {list.total === 1 ? 'One contact' : `${list.total} contacts`}
          {filtered ? ' match' + (list.total === 1 ? 'es' : '') : ''}
        </h2>
        {list.rows.length === 0 ? (
          filtered ? (
            <EmptyState title="No contact matches this filter.">
              <a href={base}>Clear the filter</a> to see every contact.
            </EmptyState>
          ) : (
            <EmptyState title="No contact yet.">
              Partners, sponsors, press, venues, funders and suppliers you work with:{' '}
              <a href={`${base}?new=1`}>add the first</a>.
            </EmptyState>
          )
        ) : (
          <ToolTable
            caption="Contacts"
            columns={[
              { label: 'Name', sort: 'name' },
              'Kind',
              'Email',
              'Organisation',
              'Tags',
              { label: 'Next follow-up', sort: 'due' },
              { label: 'Number', sort: 'created' },
            ]}
            sorting={{ base, params, order: used }}
          >
            {list.rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <a href={`${base}?contact=${row.id}`}>{row.name}</a>
                  {row.account ? <span className="cpanel-tool__hint"> · has an account</span> : null}
                </td>
                <td>{row.category ? CATEGORY_LABELS[row.category] : KIND_LABELS[row.kind]}</td>
                <td>{row.email ?? '—'}</td>
                <td>{row.organisation ?? '—'}</td>
                <td>{row.tags.length ? row.tags.join(', ') : '—'}</td>
                <td>{row.nextDue ? formatCalendarDate(row.nextDue, 'medium') : '—'}</td>
                <td>#{row.id}</td>
              </tr>
            ))}
          </ToolTable>
        )}
        <ListPages what="contacts" page={used.page} pages={list.pages} base={base} params={params} />
      </section>
    </>
  )
}

function contactFields(contact: ContactDetail | null, orgs: { id: number; name: string }[]): FieldSpec[] {
  return [
    { name: 'name', label: 'Name', type: 'text', defaultValue: contact?.name ?? '', maxLength: 200 },
    {
      name: 'kind',
      label: 'A person or an organisation',
      type: 'select',
      defaultValue: contact?.kind ?? 'person',
      options: CONTACT_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
    },
    {
      name: 'category',
      label: 'Kind of contact',
      type: 'select',
      defaultValue: contact?.category ?? '',
      options: [
        { value: '', label: 'Not said' },
        ...CONTACT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
      ],
    },
    {
      name: 'email',
      label: 'Email',
      type: 'text',
      defaultValue: contact?.email ?? '',
      maxLength: 200,
      hint: 'An account with this email is linked.',
    },
    { name: 'phone', label: 'Phone', type: 'text', defaultValue: contact?.phone ?? '', maxLength: 40 },
    { name: 'address', label: 'Address', type: 'textarea', defaultValue: contact?.address ?? '', maxLength: 500 },
    {
      name: 'organisation',
      label: 'With the organisation',
      type: 'select',
      defaultValue: contact?.organisation ? String(contact.organisation.id) : '',
      options: [
        { value: '', label: 'None' },
        ...orgs.filter((org) => org.id !== contact?.id).map((org) => ({ value: String(org.id), label: org.name })),
      ],
    },
    { name: 'role', label: 'Role or title there', type: 'text', defaultValue: contact?.role ?? '', maxLength: 120 },
    {
      name: 'tags',
      label: 'Tags',
      type: 'text',
      defaultValue: contact?.tags.join(', ') ?? '',
      hint: 'Separated by commas, such as “press, spring gala”. A new tag is made as you save.',
    },
    { name: 'notes', label: 'Notes', type: 'textarea', defaultValue: contact?.notes ?? '', maxLength: 4000 },
  ]
}

async function NewContactPage({ context }: { context: ToolContext }) {
  return (
    <>
      <p>
        <a href={context.base}>Back to the contacts</a>
      </p>
      <section className="cpanel-tool__section" aria-labelledby="new-heading">
        <h2 id="new-heading">Add a contact</h2>
        <ToolForm
          action={saveContactAction}
          id="new-contact"
          submit="Add the contact"
          fields={contactFields(null, await organisations(context.payload))}
        />
      </section>
    </>
  )
}

async function ContactPage({ context, contact: contactId }: { context: ToolContext; contact: number | null }) {
  const { payload, base, params, user } = context
  const contact = contactId ? await contactDetail(payload, contactId) : null
  if (!contact) {
    return (
      <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
        There is no contact #{params.get('contact')?.slice(0, 12)}: it may have been merged into another.{' '}
        <a href={base}>Back to the contacts</a>
      </div>
    )
  }
  const timeZone = config().TIMEZONE
  const today = organisationDate(new Date(), timeZone)
  const [orgs, staff, alike] = await Promise.all([
    organisations(payload),
    staffMembers(payload),
    duplicates(payload, contact.id),
  ])
  const merged = id(params.get('merged'))
  const admin = payload.config.routes.admin
  return (
    <>
      <p>
        <a href={base}>Back to the contacts</a>
      </p>
      {params.get('added') === '1' ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          {contact.name} is added.
        </div>
      ) : null}
      {merged ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          Contact #{merged} is merged into {contact.name}: its interactions, follow-ups and tags are here now.
        </div>
      ) : null}
      <section className="cpanel-tool__section" aria-labelledby="contact-heading">
        <h2 id="contact-heading">{contact.name}</h2>
        <dl>
          <dt>Kind</dt>
          <dd>
            {KIND_LABELS[contact.kind]}
            {contact.category ? `, ${CATEGORY_LABELS[contact.category].toLowerCase()}` : ''}
          </dd>
          {contact.organisation ? (
            <>
              <dt>With</dt>
              <dd>
                <a href={`${base}?contact=${contact.organisation.id}`}>{contact.organisation.name}</a>
                {contact.role ? `, ${contact.role}` : ''}
              </dd>
            </>
          ) : null}
          <dt>Email</dt>
          <dd>{contact.email ?? 'None'}</dd>
          <dt>Account</dt>
          <dd>
            {contact.account ? (
              <a href={`${admin}/collections/users/${contact.account.id}`}>
                {contact.account.name?.trim() || contact.account.email} (account #{contact.account.id})
              </a>
            ) : (
              'No account has this email.'
            )}
          </dd>
          <dt>Tags</dt>
          <dd>
            {contact.tags.length
              ? contact.tags.map((tag, index) => (
                  <span key={tag}>
                    {index ? ', ' : ''}
                    <a href={listHref(base, new URLSearchParams(), { tag })}>{tag}</a>
                  </span>
                ))
              : 'None'}
          </dd>
        </dl>
        {contact.people.length ? (
          <>
            <h3>People with {contact.name}</h3>
            <ul>
              {contact.people.map((person) => (
                <li key={person.id}>
                  <a href={`${base}?contact=${person.id}`}>{person.name}</a>
                  {person.role ? `, ${person.role}` : ''}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {alike.length ? (
          <>
            <h3>Possible duplicates</h3>
            <ul>
              {alike.map((pair) => {
                const other =
                  pair.keep === contact.id
                    ? { id: pair.merge, name: pair.mergeName }
                    : { id: pair.keep, name: pair.keepName }
                return (
                  <li key={other.id}>
                    {other.name} (#{other.id}): {pair.reasons.join(', ')} —{' '}
                    <a href={`${base}?merge=${other.id}&keep=${contact.id}`}>compare and merge into this one</a>
                  </li>
                )
              })}
            </ul>
          </>
        ) : null}
      </section>
      <section className="cpanel-tool__section" aria-labelledby="follow-ups-heading">
        <h2 id="follow-ups-heading">Follow-ups</h2>
        {contact.followUps.length ? (
          <ToolTable caption="Follow-ups" columns={['Due', 'Who', 'What', { hidden: 'Done or not' }]}>
            {contact.followUps.map((followUp) => (
              <tr key={followUp.id}>
                <td>
                  {formatCalendarDate(followUp.due, 'medium')}
                  {followUp.doneAt ? ' (done)' : followUp.due <= today ? ' (due)' : ''}
                </td>
                <td>{followUp.owner}</td>
                <td>{followUp.note ?? '—'}</td>
                <td>
                  <ToolForm
                    action={markFollowUpAction}
                    id={`follow-up-${followUp.id}`}
                    hidden={{ followUp: followUp.id, done: followUp.doneAt ? 'no' : 'yes' }}
                    submit={followUp.doneAt ? 'Not done' : 'Done'}
                    srSubmit={`: the follow-up of ${formatCalendarDate(followUp.due, 'medium')}`}
                    style="secondary"
                  />
                </td>
              </tr>
            ))}
          </ToolTable>
        ) : (
          <p>No follow-up. Add one, and its owner is mailed on its day and sees it on the staff home.</p>
        )}
        <ToolForm
          action={addFollowUpAction}
          id="follow-up"
          hidden={{ contact: contact.id }}
          submit="Add the follow-up"
          style="secondary"
          fields={[
            { name: 'due', label: 'Due on', type: 'text', defaultValue: today, hint: 'YYYY-MM-DD', maxLength: 10 },
            {
              name: 'owner',
              label: 'Who follows it up',
              type: 'select',
              defaultValue: String(user.id),
              options: staff.map((person) => ({ value: String(person.id), label: person.name })),
            },
            { name: 'note', label: 'What to do', type: 'textarea', maxLength: 4000 },
          ]}
        />
      </section>
      <section className="cpanel-tool__section" aria-labelledby="interactions-heading">
        <h2 id="interactions-heading">Interactions</h2>
        {contact.interactions.length ? (
          <ol>
            {contact.interactions.map((interaction) => (
              <li key={interaction.id}>
                <p>
                  <strong>{INTERACTION_LABELS[interaction.kind]}</strong>,{' '}
                  {formatDateTime(interaction.at, timeZone, 'medium')}, {interaction.staff}
                </p>
                <p style={{ whiteSpace: 'pre-wrap' }}>{interaction.summary}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p>Nothing logged yet. Log each call, meeting, email or note, for whoever talks to them next.</p>
        )}
        <ToolForm
          action={logInteractionAction}
          id="interaction"
          hidden={{ contact: contact.id }}
          submit="Log it"
          style="secondary"
          fields={[
            {
              name: 'kind',
              label: 'What',
              type: 'select',
              defaultValue: 'call',
              options: INTERACTION_KINDS.map((value) => ({ value, label: INTERACTION_LABELS[value] })),
            },
            {
              name: 'at',
              label: 'When',
              type: 'text',
              defaultValue: wallClockOf(new Date(), timeZone).replace('T', ' '),
              hint: `YYYY-MM-DD HH:mm, ${timeZone} time`,
              maxLength: 16,
            },
            { name: 'summary', label: 'What was said or done', type: 'textarea', maxLength: 4000 },
          ]}
        />
      </section>
      <section className="cpanel-tool__section" aria-labelledby="edit-heading">
        <h2 id="edit-heading">Change the contact</h2>
        <ToolForm
          action={saveContactAction}
          id="contact"
          hidden={{ contact: contact.id }}
          submit="Save the contact"
          fields={contactFields(contact, orgs)}
        />
      </section>
    </>
  )
}

async function DuplicatesPage({ context }: { context: ToolContext }) {
  const { payload, base } = context
  const pairs = await duplicates(payload)
  return (
    <>
      <p>
        <a href={base}>Back to the contacts</a>
      </p>
      <section className="cpanel-tool__section" aria-labelledby="duplicates-heading">
        <h2 id="duplicates-heading">Possible duplicates</h2>
        <p>
          Contacts with the same email, or the same name and the same phone or organisation. Compare each pair before
          merging it.
        </p>
        {pairs.length === 0 ? (
          <EmptyState title="No possible duplicate.">
            Every contact differs in email, and in name with phone or organisation.
          </EmptyState>
        ) : (
          <ToolTable caption="Possible duplicates" columns={['Keep', 'Merge into it', 'Why', { hidden: 'Compare' }]}>
            {pairs.map((pair) => (
              <tr key={`${pair.keep}-${pair.merge}`}>
                <td>
                  <a href={`${base}?contact=${pair.keep}`}>{pair.keepName}</a> (#{pair.keep})
                </td>
                <td>
                  <a href={`${base}?contact=${pair.merge}`}>{pair.mergeName}</a> (#{pair.merge})
                </td>
                <td>{pair.reasons.join(', ')}</td>
                <td>
                  <a href={`${base}?keep=${pair.keep}&merge=${pair.merge}`}>
                    Compare
                    <span className="cpanel-tool__sr">
                      {' '}
                      {pair.keepName} and {pair.mergeName}
                    </span>
                  </a>
                </td>
              </tr>
            ))}
          </ToolTable>
        )}
      </section>
    </>
  )
}

const FIELD_LABELS: Record<MergedField, string> = {
  kind: 'Person or organisation',
  category: 'Kind of contact',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  notes: 'Notes',
  organisation: 'Organisation',
  role: 'Role',
}

function shown(contact: ContactDetail, field: MergedField): string {
  if (field === 'kind') return KIND_LABELS[contact.kind]
  if (field === 'category') return contact.category ? CATEGORY_LABELS[contact.category] : 'not said'
  if (field === 'organisation') return contact.organisation?.name ?? 'none'
  const value = contact[field]
  return value ? (value.length > 60 ? `${value.slice(0, 57)}…` : value) : 'empty'
}

async function MergePage({
  context,
  keep,
  merge,
}: {
  context: ToolContext
  keep: number | null
  merge: number | null
}) {
  const { payload, base } = context
  const [kept, gone] = await Promise.all([
    keep ? contactDetail(payload, keep) : null,
    merge ? contactDetail(payload, merge) : null,
  ])
  if (!kept || !gone || kept.id === gone.id) {
    return (
      <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
        Choose two different contacts that still exist: one may have been merged already.{' '}
        <a href={`${base}?duplicates=1`}>Back to the possible duplicates</a>
      </div>
    )
  }
  const fields = MERGED_FIELDS.filter((field) => shown(kept, field) !== shown(gone, field))
  return (
    <>
      <p>
        <a href={`${base}?contact=${kept.id}`}>Back to {kept.name}</a>
      </p>
      <section className="cpanel-tool__section" aria-labelledby="merge-heading">
        <h2 id="merge-heading">
          Merge {gone.name} (#{gone.id}) into {kept.name} (#{kept.id})
        </h2>
        <p>
          {kept.name} (#{kept.id}) stays. {gone.name} (#{gone.id}) is removed, and its {gone.interactions.length}{' '}
          interactions, {gone.followUps.length} follow-ups, {gone.people.length} people and its tags (
          {gone.tags.join(', ') || 'none'}) move to {kept.name}. This cannot be undone.{' '}
          {fields.length ? 'Choose the value to keep where they differ:' : 'Every field is the same in both.'}{' '}
          <a href={`${base}?keep=${gone.id}&merge=${kept.id}`}>Keep #{gone.id} instead</a>
        </p>
        <ToolForm
          action={mergeContactsAction}
          id="merge"
          hidden={{ keep: kept.id, merge: gone.id }}
          submit={`Merge #${gone.id} into #${kept.id}`}
          fields={fields.map((field) => ({
            name: field,
            label: FIELD_LABELS[field],
            type: 'select',
            defaultValue: shown(kept, field) === 'empty' || shown(kept, field) === 'none' ? 'merge' : 'keep',
            options: [
              { value: 'keep', label: `${shown(kept, field)} (from #${kept.id})` },
              { value: 'merge', label: `${shown(gone, field)} (from #${gone.id})` },
            ],
          }))}
        />
      </section>
    </>
  )
}
