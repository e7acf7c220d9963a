/**
 * Where a block's button may go: a page of this site, written as its path
 * (`/donors`), or a full http(s) address elsewhere, which opens as any link
 * does (a full page load, in the same tab).
 */

export const LINK_MAX_LENGTH = 500

/** The problem with a button's address, or undefined when it is one a visitor can follow. */
export function linkProblem(value: string | null | undefined): string | undefined {
  const text = (value ?? '').trim()
  if (!text) return 'Give the button an address: a page of this site like /donors, or https://… for another site.'
  if (text.length > LINK_MAX_LENGTH) return `An address is at most ${LINK_MAX_LENGTH} characters.`
  if (/\s/.test(text)) return 'An address has no spaces.'
  if (text.startsWith('/')) {
    if (text.startsWith('//') || text.includes('\\'))
      return 'A page of this site starts with a single / (like /donors); another site’s address starts with https://.'
    return undefined
  }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return 'Give a page of this site as its path (like /donors), or another site’s full address starting with https://.'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return `Only web addresses (https://…) can be linked, not ${url.protocol} addresses.`
  if (!url.hostname.includes('.')) return `“${url.hostname}” is not a web site’s name.`
  return undefined
}

/** Whether the address leaves this site (a full address) rather than naming one of its pages. */
export const isExternal = (href: string) => !href.trim().startsWith('/')
