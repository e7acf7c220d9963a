import { notFound } from 'next/navigation'

/** Every path no other route claims is a 404 with the original message. */
export default function UnmatchedRoute(): never {
  notFound()
}
