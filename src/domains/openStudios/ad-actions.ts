'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { config } from '@/platform/config'
import { idField, text, type ActionState } from '@/platform/forms'
import { CLIENT_ADDRESS_HEADER } from '@/platform/http/client-address'
import { requestPerson } from '@/platform/payload'

import { startAdPurchase } from './services/ad-purchase'

/** `/advertise`'s form (decision 053): a size and the business's name, then commerce's checkout. */
export type BuyAdState = ActionState<'businessName' | 'size'> & { signIn?: string }

export async function buyAdAction(_previous: BuyAdState, form: FormData): Promise<BuyAdState> {
  const { payload, person } = await requestPerson()
  const fields = { businessName: text(form, 'businessName'), size: text(form, 'size') }
  const started = await startAdPurchase(payload, {
    size: idField(form, 'size'),
    businessName: fields.businessName,
    person,
    address: (await headers()).get(CLIENT_ADDRESS_HEADER) || 'unknown',
    settings: config(),
  })
  if (!started.ok) {
    return {
      status: 'error',
      message: started.message,
      signIn: started.signIn,
      fields,
      fieldErrors: started.fieldErrors,
    }
  }
  redirect(started.redirectTo)
}
