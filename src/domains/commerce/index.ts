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
