/** The ids of the dashboard's pay and cancel forms, which each unpaid order's buttons name with `form=`. */
export const PAY_ORDER_FORM = 'pay-order'
export const CANCEL_ORDER_FORM = 'cancel-order'
