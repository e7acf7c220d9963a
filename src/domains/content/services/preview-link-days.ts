/** How long a preview link may last, in days (plain data: the panel's form shows it in the browser). */
export const LINK_DAYS = { least: 1, most: 30, usual: 7 } as const
