'use client'

import { useActionState } from 'react'

import { ActionMessage } from '@/ui/forms'

import { cancelOwnOrderAction, payOwnOrderAction, type OwnOrderState } from '../actions'
import { CANCEL_ORDER_FORM, PAY_ORDER_FORM } from '../services/order-forms'

const idle: OwnOrderState = { status: 'idle' }

/**
 * The two forms the "Pay now" and "Cancel" buttons of the dashboard's unpaid
 * orders belong to (`form=`), each button naming its order. They sit above the
 * list, so what a cancellation says stays after its order leaves the list.
 * Plain posts without JavaScript.
 */
export function UnpaidOrderForms() {
  const [paying, pay] = useActionState(payOwnOrderAction, idle)
  const [cancelling, cancel] = useActionState(cancelOwnOrderAction, idle)
  return (
    <>
      <form id={PAY_ORDER_FORM} action={pay} />
      <form id={CANCEL_ORDER_FORM} action={cancel} />
      <div className="mt-4 space-y-2 empty:hidden">
        <ActionMessage id="pay-order-message" state={paying} />
        <ActionMessage id="cancel-order-message" state={cancelling} />
      </div>
    </>
  )
}
