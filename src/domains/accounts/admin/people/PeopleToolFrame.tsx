import { DefaultTemplate } from '@payloadcms/next/templates'
import { SetStepNav } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { ACCOUNT_TOOLS } from '../tools'

/** A people tool inside the control panel's own frame: navigation, header, breadcrumb and gutters. */
export function PeopleToolFrame({
  props,
  tool,
  children,
}: {
  props: AdminViewServerProps
  tool: string
  children: React.ReactNode
}) {
  const { initPageResult, params, searchParams, user } = props
  const { req, permissions, locale, visibleEntities } = initPageResult
  const { label, description } = ACCOUNT_TOOLS.find((entry) => entry.name === tool) ?? { label: tool, description: '' }
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={user}
      viewType={tool}
      // A fresh object: React 19 refuses the frozen one in initPageResult (as Payload's own RootPage notes).
      visibleEntities={{ collections: visibleEntities.collections, globals: visibleEntities.globals }}
    >
      <SetStepNav nav={[{ label }]} />
      <div className="people-tools gutter--left gutter--right">
        <header className="people-tools__header">
          <h1>{label}</h1>
          {description ? <p className="people-tools__lead">{description}</p> : null}
        </header>
        {children}
      </div>
    </DefaultTemplate>
  )
}
