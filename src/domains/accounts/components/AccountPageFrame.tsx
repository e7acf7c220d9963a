/** The narrow frame every account page (sign in, join, links we mail) shares. */
export function AccountPageFrame({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <h1 id="page-title" className="text-4xl font-semibold">
        {title}
      </h1>
      {intro ? <p className="mt-3 text-muted">{intro}</p> : null}
      {children}
    </section>
  )
}
