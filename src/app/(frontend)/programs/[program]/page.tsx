import { publicPageMetadata, PublicPageRoute } from '@/domains/content'

type Props = { params: Promise<{ program: string }> }

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
/** Rendered on a program's first visit, then cached (decision 039). */
export const generateStaticParams = () => []
export const generateMetadata = async ({ params }: Props) => publicPageMetadata('programs', (await params).program)
export default async function ProgramPage({ params }: Props) {
  return <PublicPageRoute section="programs" slug={(await params).program} />
}
