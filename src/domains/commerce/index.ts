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
  type ReceiptOrder,
  type ReceiptPart,
  type ReceiptWording,
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
  type RenewalNotification,
} from './services/notifications'
export { type Buyer } from './services/order-lines'
export { commerceTasks } from './jobs'
export {
  CHECKOUT_MINUTES,
  expireUnpaidOrders,
  heldQuantities,
  startCheckout,
  type CheckoutStarted,
} from './services/checkout'
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
export { recordRenewal, stopAskedRenewals, stopRenewals, type RenewalAnswer } from './services/renewals'
export { TestCheckoutPage } from './components/TestCheckoutPage'
export {
  MAX_REASON_LENGTH,
  REFUND_STATUSES,
  refundPayment,
  settlePendingRefunds,
  type RefundAnswer,
  type RefundAsked,
  type Refunder,
  type RefundStatus,
} from './services/refunds'
export { paymentsExportResponse } from './services/payments-export'
export { ProductCategories } from './collections/ProductCategories'
export { Products } from './collections/Products'
export { shopKind, shopKinds } from './services/shop-kinds'
export { checkedGuest, checkoutLines } from './services/shop-checkout'
export { SHOP_KINDS, SHOP_KIND_LABELS, stockRefusal, type ShopKindName } from './services/catalogue'
export {
  addToCart,
  cartCount,
  cartView,
  emptyCart,
  removeOldGuestCarts,
  setCartQuantity,
  CART_COOKIE,
  GUEST_CART_DAYS,
  type CartOwner,
  type CartView,
} from './services/carts'
export {
  cartMetadata,
  checkoutMetadata,
  productMetadata,
  ProductRoute,
  shopMetadata,
  ShopRoute,
} from './components/routes'
export { CartPage, CheckoutPage } from './components/CartPages'
export { cartCountResponse } from './services/cart-route'
export { seedDemoShop } from './services/demo-shop'
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
export { MANUAL_METHODS, recordManualPayment, type ManualPayment } from './services/manual-payments'
export { OrdersDashboardSection } from './components/OrdersDashboardSection'
export { currencyField, minorUnits } from './collections/fields'
export { slugField, slugFromName } from './collections/catalogue-slug'
export { checkStoredLineKinds, unknownKindsInOrders } from './services/stored-kinds'
export { DeskAmounts } from './collections/DeskAmounts'
export { deskAmountKind } from './services/desk-sale-kind'
export { DESK_AMOUNT_KIND } from './services/desk-sale'
export { makeDeskSale, type DeskPayment, type DeskSaleAnswer } from './services/desk-sale-checkout'
export { moneyByKind, type MoneyInMonth } from './services/money-by-kind'
export { COMMERCE_QUEUES, ORDER_FINDER } from './admin/home'
export { latestOrdersOf, type PersonOrder } from './services/person-orders'
export { productPageData, shopPageData } from './services/shop-pages'
