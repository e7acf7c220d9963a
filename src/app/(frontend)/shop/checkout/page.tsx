import { checkoutMetadata, CheckoutPage } from '@/domains/commerce'

export const metadata = checkoutMetadata
export default function CheckoutRoute() {
  return <CheckoutPage />
}
