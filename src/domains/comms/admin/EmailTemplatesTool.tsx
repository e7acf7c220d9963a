import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { formatDateTime } from '@/platform/calendar'
import { config } from '@/platform/config'
import { ToolFrame, ToolTable, toolSearchParams } from '@/platform/cpanel'
import { FilterActions, FilterField, FilterPages, FilterProblem } from '@/platform/cpanel/Filters'

import { emailTemplateDefinitions } from '../services/template-definitions'
import { TEMPLATE_SORT_LABELS, TEMPLATE_SORTS, templateQuery, templateSummaries } from '../services/template-overview'
import { EMAIL_TEMPLATES_TOOL as tool } from './tools'
import { TemplateEditor } from './TemplateEditor'

const PER_PAGE = 50

/**
 * `/cpanel/emailtemplates` (decision 083): every mail template of every
 * domain in one list — what it is for and when it is sent, when it was last
 * edited and by whom, how many went in the last 30 days — filtered and sorted
 * by the address; a template's page (`?template=key`) is the shared editor
 * (decision 046). Staff only; a template for administrators, to them only.
 */
export async function EmailTemplatesTool(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(tool, req.user)) {
    return (
      <ToolFrame tool={tool} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  }
  const payload = req.payload
  const base = `${payload.config.routes.admin}/${tool.name}`
  const params = toolSearchParams(view.searchParams)
  const key = params.get('template')
  if (key !== null) {
    const definition = emailTemplateDefinitions(payload).get(key)
    const allowed = definition && mayUseControlPanelTool({ needs: definition.needs ?? 'staff' }, req.user)
    return (
      <ToolFrame tool={tool} allowed view={view}>
        <p>
          <a href={base}>Back to every mail template</a>
        </p>
        {!definition ? (
          <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
            There is no mail template “{key}”. <a href={base}>Back to every mail template</a>
          </div>
        ) : !allowed ? (
          <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
            Only administrators can edit this mail.
          </div>
        ) : (
          <TemplateEditor payload={payload} templateKey={definition.key} />
        )}
      </ToolFrame>
    )
  }
  const { words, sort, problems } = templateQuery(params)
  const all = await templateSummaries(payload, { words, sort })
  const pages = Math.max(1, Math.ceil(all.length / PER_PAGE))
  const asked = Number(params.get('page'))
  const page = Number.isSafeInteger(asked) && asked >= 1 && asked <= pages ? asked : 1
  const shown = all.slice((page - 1) * PER_PAGE, page * PER_PAGE)
  const timeZone = config().TIMEZONE
  const pageHref = (to: number) => {
    const next = new URLSearchParams(params)
    next.set('page', String(to))
    return `${base}?${next}`
  }
  return (
    <ToolFrame tool={tool} allowed view={view}>
      {problems.length ? <FilterProblem problems={problems} what="template, by name," /> : null}
      <form method="get" action={base} className="cpanel-tool__filters" aria-label="Find mail templates">
        <FilterField label="Words" name="q" value={words} />
        <div className="cpanel-tool__field">
          <label htmlFor="filter-sort">Sort</label>
          <select id="filter-sort" name="sort" defaultValue={sort}>
            {TEMPLATE_SORTS.map((one) => (
              <option key={one} value={one}>
                {TEMPLATE_SORT_LABELS[one]}
              </option>
            ))}
          </select>
        </div>
        <FilterActions base={base} />
      </form>
      <section className="cpanel-tool__section" aria-labelledby="templates-heading">
        <h2 id="templates-heading">
          {all.length === 1 ? 'One mail template' : `${all.length} mail templates`}
          {words ? ` match “${words}”` : ''}
        </h2>
        {shown.length === 0 ? (
          <p>No mail template matches these words. Clear the filter to see all of them.</p>
        ) : (
          <ToolTable columns={['Mail', 'When it is sent', 'Last edited', 'Sent in 30 days']} caption="Mail templates">
            {shown.map((template) => (
              <tr key={template.key}>
                <td>
                  <a href={`${base}?template=${encodeURIComponent(template.key)}`}>{template.label}</a>
                  {template.needs === 'admin' ? <span className="cpanel-tool__hint"> (administrators)</span> : null}
                </td>
                <td>{template.description}</td>
                <td>
                  {template.editedAt
                    ? `${formatDateTime(template.editedAt, timeZone, 'medium')}${template.editedBy ? ` by ${template.editedBy}` : ''}`
                    : 'Never'}
                </td>
                <td>{template.sentLast30Days}</td>
              </tr>
            ))}
          </ToolTable>
        )}
        <FilterPages label="Pages of mail templates" page={page} pages={pages} href={pageHref} />
      </section>
    </ToolFrame>
  )
}
