/** The answer to the last form a tool sent, announced: errors as alerts, the rest as status. */
export function ToolMessage({ state }: { state: { status: 'idle' | 'error' | 'done'; message?: string } }) {
  if (state.status === 'idle' || !state.message) return null
  const error = state.status === 'error'
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={`cpanel-tool__message cpanel-tool__message--${error ? 'error' : 'success'}`}
    >
      {state.message}
    </div>
  )
}
