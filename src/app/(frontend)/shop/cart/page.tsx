import { cartMetadata, CartPage } from '@/domains/commerce'

export const metadata = cartMetadata
export default function CartRoute() {
  return <CartPage />
}
