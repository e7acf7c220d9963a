'use client'

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import { WAKE_IF_STORED } from '@/platform/client/awake'

/** Set just before a choice reloads the page from a phone's open sheet, so the sheet opens again on the new page. */
const REOPEN = 'art-search-filters-open'
/** Without JavaScript: the filters shown on every screen with their "Apply filters" button, and no sheet's button. */
const NO_SCRIPT =
  '#art-search-filters{display:block}.art-search-scripted{display:none}.art-search-apply{display:inline-block}'
const narrow = () => !window.matchMedia('(min-width: 64rem)').matches

/**
 * The search's filters. Without JavaScript they are a plain part of the GET
 * form with an "Apply filters" button. With it, each choice is applied as it
 * is made (the form is sent at once), and on a narrow screen the filters wait
 * in a sheet behind a "Filters (n)" button, so the results come first.
 * The server's HTML is already the scripted page, and a `<noscript>` style
 * turns it back into the plain form: on a phone, forty filters drawn first and
 * hidden once the page woke up pushed the results down and up again, a layout
 * shift of half the screen (Lighthouse's CLS 0.55).
 */
export function FiltersSheet({ form, chosen, children }: { form: string; chosen: number; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const close = useRef<HTMLButtonElement>(null)
  const sheet = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (sessionStorage.getItem(REOPEN) !== '1') return
    sessionStorage.removeItem(REOPEN)
    // Restores what the person was doing before their choice reloaded the page.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (narrow()) setOpen(true)
  }, [])
  useEffect(() => {
    if (open) close.current?.focus()
  }, [open])

  function hide() {
    setOpen(false)
    trigger.current?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) return
    if (event.key === 'Escape') {
      event.preventDefault()
      hide()
      return
    }
    if (event.key !== 'Tab' || !sheet.current) return
    // Keeps the keyboard inside the open sheet, as a modal dialog does.
    const focusable = sheet.current.querySelectorAll<HTMLElement>('button, input, a[href]')
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  const label = chosen > 0 ? `Filters (${chosen})` : 'Filters'
  return (
    <>
      <noscript>
        <style>{NO_SCRIPT}</style>
      </noscript>
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls="art-search-filters"
        onClick={() => setOpen(true)}
        className="art-search-scripted rounded-full border border-ink bg-white px-5 py-2 font-semibold lg:hidden"
      >
        {label}
      </button>
      {open ? <div aria-hidden="true" className="fixed inset-0 z-40 bg-black/40 lg:hidden" onClick={hide} /> : null}
      <div
        id="art-search-filters"
        // The sheet reopened after a choice reloaded the page is drawn at once (decision 117).
        {...{ [WAKE_IF_STORED]: REOPEN }}
        ref={sheet}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-label={open ? label : undefined}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          const target = event.target as HTMLInputElement
          if (target.type !== 'checkbox' || !target.form) return
          if (open) sessionStorage.setItem(REOPEN, '1')
          target.form.requestSubmit()
        }}
        className={
          open
            ? 'fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto rounded-t-2xl bg-white px-6 pb-8 pt-4 shadow-2xl lg:static lg:z-auto lg:max-h-none lg:overflow-visible lg:rounded-none lg:bg-transparent lg:p-0 lg:shadow-none'
            : 'hidden lg:block'
        }
      >
        {open ? (
          <div className="sticky top-0 -mx-6 mb-4 flex items-center justify-between border-b border-line bg-white px-6 py-2 lg:hidden">
            <p className="text-lg font-semibold">{label}</p>
            <button
              ref={close}
              type="button"
              onClick={hide}
              className="rounded border border-ink px-4 py-2 font-semibold"
            >
              Show the results
            </button>
          </div>
        ) : null}
        {children}
        <button
          type="submit"
          form={form}
          className="art-search-apply hidden rounded border border-ink bg-white px-4 py-2 font-semibold hover:bg-stone-100"
        >
          Apply filters
        </button>
      </div>
    </>
  )
}
