import Link from 'next/link'

/** What is wrong with the address's query, in words, and a way back to a working page. */
export function Problems({ problems, reset }: { problems: readonly string[]; reset: string }) {
  return (
    <div className="people-tools__problems" role="alert">
      <p>This page cannot be shown with that address:</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p>
        <Link href={reset}>Start again without filters</Link>
      </p>
    </div>
  )
}
