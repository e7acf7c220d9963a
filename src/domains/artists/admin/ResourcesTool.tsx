import type { AdminViewServerProps, Payload } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import type { Resource } from '@/payload-types'
import {
  ListPages,
  PagedEmptyState,
  NoSuchItem,
  pageCount,
  parseListOrder,
  ToolTable,
  toolView,
  type ToolContext,
} from '@/platform/cpanel'
import { FilterProblem } from '@/platform/cpanel/Filters'
import { ToolForm, type FieldSpec } from '@/platform/cpanel/ToolForm'

import { RESOURCE_CATEGORIES, RESOURCE_CATEGORY_LABELS } from '../collections/Resources'
import { idOf } from '../services/rules'
import {
  RESOURCE_SORTS,
  resourceById,
  RESOURCES_PER_PAGE,
  resourcesPage,
  type ResourceSort,
} from '../services/resources'
import { deleteResourceAction, saveResourceAction } from './actions'
import { RESOURCES_TOOL as tool } from './tools'

/** The newest images, offered for a resource's file; a longer library is searched in the image library tool. */
const IMAGE_CHOICES = 200

/**
 * `/cpanel/resources` (decision 087): the resources for artists, sorted and
 * paged in the address, and a form to add one; a resource's page (`?id=`)
 * to change it and to delete it, confirmed in words. Staff only.
 */
export async function ResourcesTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, resources, { wide: true })
}

async function resources({ payload, base, params }: ToolContext) {
  const images = await payload.find({
    collection: 'images',
    sort: '-createdAt',
    depth: 0,
    limit: IMAGE_CHOICES,
    overrideAccess: true,
  })
  const imageOptions = [
    { value: '', label: 'No image (give a link)' },
    ...images.docs.map((image) => ({ value: String(image.id), label: `${image.alt} (${image.filename})` })),
  ]
  const fields = (resource?: Resource): FieldSpec[] => [
    { name: 'title', label: 'Title', type: 'text', maxLength: 200, defaultValue: resource?.title },
    {
      name: 'description',
      label: 'Description',
      type: 'textarea',
      maxLength: 2000,
      defaultValue: resource?.description ?? '',
    },
    {
      name: 'category',
      label: 'Category',
      type: 'select',
      defaultValue: resource?.category ?? RESOURCE_CATEGORIES[0],
      options: RESOURCE_CATEGORIES.map((value) => ({ value, label: RESOURCE_CATEGORY_LABELS[value] })),
    },
    {
      name: 'link',
      label: 'Link',
      type: 'url',
      hint: 'A web address, like https://example.org/guide. Or choose an image below instead.',
      defaultValue: resource?.link ?? '',
    },
    {
      name: 'file',
      label: 'Or an image from the library',
      type: 'select',
      options: imageOptions,
      defaultValue: resource?.file ? String(idOf(resource.file)) : '',
    },
    {
      name: 'order',
      label: 'Order',
      type: 'number',
      hint: 'Within a category, lower numbers come first.',
      defaultValue: String(resource?.order ?? 0),
    },
  ]
  const id = params.get('id')
  if (id !== null) return <ResourcePage payload={payload} base={base} params={params} id={id} fields={fields} />
  const { order, problems } = parseListOrder<ResourceSort>(params, RESOURCE_SORTS, {
    sort: 'category',
    direction: 'asc',
  })
  const found = await resourcesPage(payload, order)
  const pages = pageCount(found.count, RESOURCES_PER_PAGE)
  return (
    <>
      {params.get('deleted') ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          The resource was deleted.
        </div>
      ) : null}
      {problems.length ? <FilterProblem problems={problems} what="resource" /> : null}
      <section className="cpanel-tool__section" aria-labelledby="resources-heading">
        <h2 id="resources-heading">
          {found.count === 1 ? 'One resource' : `${found.count} resources`}
          {pages > 1 ? ` (page ${order.page} of ${pages})` : ''}
        </h2>
        <p>
          Artists read them by category on their resources page, /artists/artistresources. Open one to change or delete
          it.
        </p>
        {found.rows.length === 0 ? (
          <PagedEmptyState title="No resource" count={found.count} firstPage={base}>
            {'Add the first one below: a guide, a call for artists or a form, as a link or an image.'}
          </PagedEmptyState>
        ) : (
          <ToolTable
            caption="Resources"
            sorting={{ base, params, order }}
            columns={[
              { label: 'Title', sort: 'title' },
              { label: 'Category', sort: 'category' },
              { label: 'Order', sort: 'order' },
              'Gives',
            ]}
          >
            {found.rows.map((resource) => (
              <tr key={resource.id}>
                <td>
                  <a href={`${base}?id=${resource.id}`}>{resource.title}</a>
                </td>
                <td>{RESOURCE_CATEGORY_LABELS[resource.category]}</td>
                <td className="cpanel-tool__number">{resource.order ?? 0}</td>
                <td>{resource.link ? 'A link' : 'An image'}</td>
              </tr>
            ))}
          </ToolTable>
        )}
        <ListPages what="resources" page={order.page} pages={pages} base={base} params={params} />
      </section>
      <section className="cpanel-tool__section" aria-labelledby="add-resource">
        <h2 id="add-resource">Add a resource</h2>
        <ToolForm id="new-resource" action={saveResourceAction} fields={fields()} submit="Add resource" />
      </section>
    </>
  )
}

async function ResourcePage({
  payload,
  base,
  params,
  id,
  fields,
}: {
  payload: Payload
  base: string
  params: URLSearchParams
  id: string
  fields: (resource: Resource) => FieldSpec[]
}) {
  const resource = /^\d{1,10}$/.test(id) ? await resourceById(payload, Number(id)) : null
  // The missing-item case is kept minimal here: a shared one is being written for every tool.
  if (!resource) {
    return (
      <NoSuchItem back={base} backLabel="Back to the resources">
        There is no such resource: it may have been deleted.
      </NoSuchItem>
    )
  }
  const page = `${base}?id=${resource.id}`
  return (
    <>
      {params.get('added') ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          The resource was added.
        </div>
      ) : null}
      <section className="cpanel-tool__section" aria-labelledby="resource-heading">
        <h2 id="resource-heading">{resource.title}</h2>
        <p>
          {RESOURCE_CATEGORY_LABELS[resource.category]} · <a href={base}>Back to the resources</a>
        </p>
        <ToolForm
          key={resource.updatedAt}
          id={`resource-${resource.id}`}
          action={saveResourceAction}
          hidden={{ resource: resource.id }}
          fields={fields(resource)}
          submit="Save the resource"
        />
      </section>
      <section className="cpanel-tool__section" aria-labelledby="delete-heading">
        <h2 id="delete-heading">Delete</h2>
        {params.get('delete') ? (
          <div className="cpanel-tool__confirm">
            <p>
              <strong>
                This will delete “{resource.title}” for good: it leaves the artists’ resources page at once.
              </strong>{' '}
              The link or image it points to is kept.
            </p>
            <div className="cpanel-tool__confirm-actions">
              <ToolForm
                id={`delete-${resource.id}`}
                action={deleteResourceAction}
                hidden={{ resource: resource.id }}
                submit="Confirm: delete the resource"
              />
              <a href={page}>Back, change nothing</a>
            </div>
          </div>
        ) : (
          <p>
            <a href={`${page}&delete=1#delete-heading`}>Delete the resource…</a>
          </p>
        )}
      </section>
    </>
  )
}
