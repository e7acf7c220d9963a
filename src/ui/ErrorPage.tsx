import type { ErrorDetails } from '@/platform/errors/status'

/** The error page of the original system: status code, status message, description. */
export function ErrorPage({
  statusCode,
  statusMessage,
  description,
  children,
}: Omit<ErrorDetails, 'description'> & { description: React.ReactNode; children?: React.ReactNode }) {
  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <p className="font-serif text-6xl font-semibold text-accent" data-testid="error-status-code">
        {statusCode}
      </p>
      <h1 id="error-title" className="mt-2 text-3xl font-semibold" data-testid="error-status-message">
        {statusMessage}
      </h1>
      <p className="mt-4 break-words text-lg text-muted" data-testid="error-description">
        {description}
      </p>
      <div className="mt-8 flex flex-wrap gap-4">
        {children}
        <a href="/" className="font-medium">
          Go to the home page
        </a>
      </div>
    </section>
  )
}
