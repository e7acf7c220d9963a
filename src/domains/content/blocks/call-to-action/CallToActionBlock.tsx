import { isExternal } from '../links'

export type CallToActionBlockData = {
  blockType: 'callToAction'
  id?: string | null
  heading: string
  text?: string | null
  buttons?: { id?: string | null; label: string; link: string }[] | null
}

const BUTTON = 'inline-block rounded-md px-5 py-3 font-medium no-underline'
const MAIN = `${BUTTON} bg-accent text-white hover:bg-accent-strong`
const SECOND = `${BUTTON} border border-accent bg-white text-accent-strong hover:bg-accent-soft`

/** A heading, a few words and one or two buttons; a button to another site is a plain link (a full page load). */
export function CallToActionBlock({ block }: { block: CallToActionBlockData }) {
  return (
    <section className="mx-auto max-w-6xl px-4 sm:px-6">
      <div className="rounded-lg border border-line bg-accent-soft/60 px-6 py-10 text-center sm:px-12">
        <h2 className="text-3xl font-semibold">{block.heading}</h2>
        {block.text ? <p className="mx-auto mt-3 max-w-2xl text-lg text-muted">{block.text}</p> : null}
        {block.buttons?.length ? (
          <p className="mt-6 flex flex-wrap justify-center gap-3">
            {block.buttons.map((button, index) => {
              const className = index === 0 ? MAIN : SECOND
              return isExternal(button.link) ? (
                <a key={button.id ?? index} href={button.link.trim()} className={className}>
                  {button.label}
                </a>
              ) : (
                <a key={button.id ?? index} href={button.link.trim()} className={className}>
                  {button.label}
                </a>
              )
            })}
          </p>
        ) : null}
      </div>
    </section>
  )
}
