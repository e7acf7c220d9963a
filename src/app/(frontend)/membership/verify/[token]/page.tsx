import { VerifyCardRoute, verifyPageMetadata } from '@/domains/membership'

export const metadata = verifyPageMetadata
// Rendered for each check, never stored (Next answers `Cache-Control: no-store` for dynamic pages).
export const dynamic = 'force-dynamic'

export default async function VerifyCardPage(props: { params: Promise<{ token: string }> }) {
  const { token } = await props.params
  return <VerifyCardRoute token={token} />
}
