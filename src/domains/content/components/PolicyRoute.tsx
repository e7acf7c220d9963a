import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { config } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'
import { notFoundMetadata, PageNotFound } from '@/ui/NotFoundPage'

import type { PolicyPath } from '../collections/Policies'
import { lastUpdated, publicPolicy } from '../services/policies'

const findPolicy = async (path: PolicyPath) => publicPolicy(await payloadInstance(), path)

export async function policyMetadata(path: PolicyPath): Promise<Metadata> {
  const policy = await findPolicy(path)
  return policy ? { title: policy.title, description: policy.summary ?? undefined } : notFoundMetadata
}

/**
 * `/privacypolicy` and `/copyrightnotice`, from the content staff edit in
 * `policyedit`; "Last updated" is the day its current version was saved.
 */
export async function PolicyRoute({ path }: { path: PolicyPath }) {
  const policy = await findPolicy(path)
  if (!policy) return <PageNotFound path={`/${path}`} />
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold">{policy.title}</h1>
      {policy.summary ? <p className="mt-4 text-lg text-muted">{policy.summary}</p> : null}
      <p className="mt-2 text-sm text-muted">
        Last updated <time dateTime={policy.updatedAt}>{lastUpdated(policy.updatedAt, config().TIMEZONE)}</time>
      </p>
      <div className="prose-body mt-8 text-lg">
        <RichText data={policy.body} />
      </div>
    </article>
  )
}
