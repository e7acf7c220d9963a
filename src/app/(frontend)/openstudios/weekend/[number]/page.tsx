import { openStudiosMetadata, OpenStudiosRoute } from '@/domains/openStudios'

/** `/openstudios?weekend=N`, as the proxy answers it; cached whole once visited (decision 039). */
export const revalidate = 60
export const metadata = openStudiosMetadata
export const generateStaticParams = () => []

export default async function OpenStudiosWeekend({ params }: { params: Promise<{ number: string }> }) {
  return <OpenStudiosRoute weekend={(await params).number} />
}
