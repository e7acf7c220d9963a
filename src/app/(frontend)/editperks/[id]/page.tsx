import { EditPerkRoute, partnerPageMetadata } from '@/domains/perks'

export const metadata = { ...partnerPageMetadata, title: 'Your perk' }
export const dynamic = 'force-dynamic'

export default async function EditPerkPage(props: {
  params: Promise<{ id: string }>
  searchParams: Promise<{ saved?: string }>
}) {
  const [{ id }, { saved }] = await Promise.all([props.params, props.searchParams])
  return <EditPerkRoute id={id} saved={typeof saved === 'string' ? saved : undefined} />
}
