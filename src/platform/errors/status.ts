/** The error page's contract: status code, status message, description. */
export type ErrorDetails = { statusCode: number; statusMessage: string; description: string }

export const DEFAULT_STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Page Not Found',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

/** A page-load error without a status of its own falls back to 500. */
export const FALLBACK_STATUS = 500

export function notFoundDetails(path: string): ErrorDetails {
  return { statusCode: 404, statusMessage: DEFAULT_STATUS_MESSAGES[404]!, description: `Page not found: ${path}` }
}

export function errorDetails(statusCode: number = FALLBACK_STATUS, description?: string): ErrorDetails {
  const code = statusCode >= 400 && statusCode <= 599 ? statusCode : FALLBACK_STATUS
  return {
    statusCode: code,
    statusMessage: DEFAULT_STATUS_MESSAGES[code] ?? DEFAULT_STATUS_MESSAGES[FALLBACK_STATUS]!,
    description: description ?? 'Something went wrong on our side while loading this page. Please try again.',
  }
}
