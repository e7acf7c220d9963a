/**
 * Callable functions: the Firebase callable protocol (`POST /fn/<name>` with
 * `{"data": …}`), declared once with a Zod input schema and a guard.
 */
export {
  CLIENT_CODES,
  FunctionError,
  HTTP_STATUS,
  isFunctionStatus,
  type ClientCode,
  type ErrorBody,
  type ErrorStatus,
  type FunctionStatus,
} from './errors'
export {
  createRegistry,
  defineFunction,
  PUBLIC,
  type CallableFunction,
  type CallContext,
  type FunctionRegistry,
  type InputIssue,
} from './registry'
export { handleCallable, MAX_BODY_BYTES, type CallableOptions, type FailureLog } from './http'
export { CALLABLE_TIMEOUT_MS, CallableError, httpsCallable, type CallableClientOptions } from './client'
