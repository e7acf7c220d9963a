import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { ToolFrame } from '@/platform/cpanel'
import type { Resource } from '@/payload-types'

import { RESOURCE_CATEGORIES, RESOURCE_CATEGORY_LABELS } from '../collections/Resources'
import { idOf } from '../services/rules'
import { resourcesByCategory } from '../services/resources'
import { deleteResourceAction, saveResourceAction } from './actions'
import { ToolForm, type FieldSpec } from '@/platform/cpanel/ToolForm'
import { RESOURCES_TOOL as tool } from './tools'

/** The newest images, offered for a resource's file; a longer library is searched in the image library tool. */
const IMAGE_CHOICES = 200

/** `/cpanel/resources`: the resources for artists by category, each editable, and a form to add one (staff). */
export async function ResourcesTool(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(tool, req.user))
    return (
      <ToolFrame tool={tool} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  const params = (view.searchParams ?? {}) as Record<string, unknown>
  const [groups, images] = await Promise.all([
    resourcesByCategory(req.payload),
    req.payload.find({
      collection: 'images',
      sort: '-createdAt',
      depth: 0,
      limit: IMAGE_CHOICES,
      overrideAccess: true,
    }),
  ])
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
  return (
    <ToolFrame tool={tool} allowed view={view}>
      {typeof params.deleted === 'string' ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          The resource was deleted.
        </div>
      ) : null}
      {typeof params.added === 'string' ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          The resource was added.
        </div>
      ) : null}
      <section className="cpanel-tool__section" aria-labelledby="resources-heading">
        <h2 id="resources-heading">Resources by category</h2>
        {groups.length === 0 ? <p>No resources yet.</p> : null}
        {groups.map((group) => (
          <section key={group.category} aria-labelledby={`category-${group.category}`} className="cpanel-tool__section">
            <h3 id={`category-${group.category}`}>{RESOURCE_CATEGORY_LABELS[group.category]}</h3>
            <ul className="selection-items">
              {group.resources.map((resource) => (
                <li key={resource.id} className="resource-row">
                  <details>
                    <summary>
                      <strong>{resource.title}</strong> ({resource.link ? 'link' : 'image'}, order {resource.order ?? 0}
                      )
                    </summary>
                    <ToolForm
                      id={`resource-${resource.id}`}
                      action={saveResourceAction}
                      hidden={{ resource: resource.id }}
                      fields={fields(resource)}
                      submit="Save"
                      srSubmit={resource.title}
                    />
                    <ToolForm
                      id={`delete-${resource.id}`}
                      action={deleteResourceAction}
                      hidden={{ resource: resource.id }}
                      submit="Delete"
                      srSubmit={resource.title}
                      style="secondary"
                    />
                  </details>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
      <section className="cpanel-tool__section" aria-labelledby="add-resource">
        <h2 id="add-resource">Add a resource</h2>
        <ToolForm id="new-resource" action={saveResourceAction} fields={fields()} submit="Add resource" />
      </section>
    </ToolFrame>
  )
}
