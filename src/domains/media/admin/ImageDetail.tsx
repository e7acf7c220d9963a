import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { ControlPanelPage, ToolFrame } from '@/platform/cpanel'
import { formatBytes } from '@/ui/upload-queue-state'
import type { Image } from '@/payload-types'
import { organisationDate } from '@/platform/calendar'
import { config } from '@/platform/config'

import { whereUsed, type ImageUse } from '../services/image-usage'
import { ALT_MAX_LENGTH } from '../services/public-image'
import { DeleteImageForm, ImageDetailsForm } from './ImageForms'
import { MEDIA_TOOLS } from './tools'

const tool = MEDIA_TOOLS[0]

/** `/cpanel/imagelibrary/{id}`: one image — its sizes, alt text, caption and credit, where it is used, delete. */
export async function ImageDetail(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(tool, req.user))
    return (
      <ToolFrame tool={tool} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  const adminRoute = req.payload.config.routes.admin
  const id = Number(view.params?.segments?.[1])
  const image = Number.isSafeInteger(id)
    ? ((await req.payload.findByID({
        collection: 'images',
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })) as Image | null)
    : null
  if (!image)
    return (
      <ControlPanelPage view={view} title="Image not found" className="cpanel-tool image-library">
        <p>
          There is no image {String(view.params?.segments?.[1] ?? '')} (it may have been deleted).{' '}
          <a href={`${adminRoute}/imagelibrary`}>Back to the image library</a>
        </p>
      </ControlPanelPage>
    )
  const uses = await whereUsed(req.payload, image.id)
  const large = image.sizes?.webp1200
  return (
    <ControlPanelPage view={view} title={image.filename ?? `Image ${image.id}`} className="cpanel-tool image-library">
      <p>
        <a href={`${adminRoute}/imagelibrary`}>Back to the image library</a>
      </p>
      <div className="image-library__detail">
        <figure className="image-library__figure">
          {/* eslint-disable-next-line @next/next/no-img-element -- our own storage route, already sized */}
          <img
            src={large?.url ?? image.url ?? ''}
            alt={image.alt}
            width={large?.width ?? image.width ?? undefined}
            height={large?.height ?? image.height ?? undefined}
          />
          {image.caption ? <figcaption>{image.caption}</figcaption> : null}
        </figure>
        <div>
          <dl className="cpanel-tool__facts">
            <div>
              <dt>Size</dt>
              <dd>
                {image.width} × {image.height} px
              </dd>
            </div>
            <div>
              <dt>File</dt>
              <dd>
                {image.mimeType} · {formatBytes(image.filesize ?? 0)}
              </dd>
            </div>
            <div>
              <dt>Focal point</dt>
              <dd>
                {Math.round(image.focalX ?? 50)}% across, {Math.round(image.focalY ?? 50)}% down
              </dd>
            </div>
            <div>
              <dt>Uploaded</dt>
              <dd>{organisationDate(new Date(image.createdAt), config().TIMEZONE)}</dd>
            </div>
          </dl>
          <p>
            <a href={image.url ?? '#'}>Original file</a> ·{' '}
            <a href={`${adminRoute}/collections/images/${image.id}`}>Change the focal point or crop</a>
          </p>
          <ImageDetailsForm
            id={image.id}
            alt={image.alt}
            caption={image.caption ?? ''}
            credit={image.credit ?? ''}
            altMax={ALT_MAX_LENGTH}
          />
        </div>
      </div>
      <section className="cpanel-tool__section" aria-labelledby="uses-heading">
        <h2 id="uses-heading">Where it is used</h2>
        <UseList uses={uses} adminRoute={adminRoute} />
      </section>
      <section className="cpanel-tool__section" aria-labelledby="delete-heading">
        <h2 id="delete-heading">Delete</h2>
        <DeleteImageForm id={image.id} filename={image.filename ?? `image ${image.id}`} inUse={uses.length > 0} />
      </section>
    </ControlPanelPage>
  )
}

function UseList({ uses, adminRoute }: { uses: ImageUse[]; adminRoute: string }) {
  if (uses.length === 0) return <p>Nowhere yet: no page, profile or setting shows this image.</p>
  return (
    <ul className="image-library__uses">
      {uses.map((use) => {
        const href =
          use.entity === 'global'
            ? `${adminRoute}/globals/${use.slug}`
            : `${adminRoute}/collections/${use.slug}/${String(use.id)}`
        return (
          <li key={`${use.slug}-${String(use.id)}-${use.field}`}>
            <a href={href}>{use.entity === 'global' ? use.where : `${use.where}: ${use.title}`}</a> ({use.field})
          </li>
        )
      })}
    </ul>
  )
}
