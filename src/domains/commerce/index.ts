export { currencyCode, formatMoney, minorDigits, parseMoney, sumMoney, type Money } from './services/money'
export {
  nextOrderStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderNumber,
  parseOrderNumber,
  type OrderEvent,
  type OrderStatus,
  type Transition,
} from './services/orders'
export { Orders } from './collections/Orders'
export { Payments } from './collections/Payments'
export { Refunds } from './collections/Refunds'
export {
  productKinds,
  ProductKinds,
  type LineRequest,
  type HeldLine,
  type PaidLine,
  type Price,
  type ProductKind,
} from './services/kinds'
export { createOrder, type NewOrder, type OrderMade } from './services/create-order'
export { guestOrder } from './services/guest-access'
export { recordPaymentEvent, type NotificationAnswer } from './services/record-payment-event'
export {
  PAYMENT_OUTCOMES,
  PAYMENT_PROVIDERS,
  type PaymentNotification,
  type PaymentOutcome,
  type PaymentProvider,
} from './services/notifications'
export { type Buyer } from './services/order-lines'
export { commerceTasks } from './jobs'
export { CHECKOUT_MINUTES, expireUnpaidOrders, startCheckout, type CheckoutStarted } from './services/checkout'
export type {
  IncomingNotification,
  OrderToPay,
  PaymentGateway,
  PaymentStart,
  RefundRequest,
  ReturnAddresses,
  VerifiedNotification,
} from './services/gateways'
export { paymentGateway, paymentGateways } from './services/payment-gateways'
export { answerPaymentNotification, receiveNotification } from './services/receive-notification'
export {
  ORGANISATION_NAME,
  receiptFileName,
  receiptPath,
  receiptPdfPath,
  receiptView,
  type ReceiptView,
} from './services/receipt'
export { openOrder, receiptSource, type OpenedOrder } from './services/receipt-access'
export { receiptPdf } from './services/receipt-pdf'
export { sendOrderReceipt, type ReceiptSending } from './services/receipt-mail'
export { ReceiptPage } from './components/ReceiptPage'
export { receiptPdfResponse } from './receipt-routes'
