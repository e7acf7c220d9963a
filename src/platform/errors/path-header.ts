/** Request header carrying the requested path to pages that cannot read it otherwise (the not-found page). */
export const PATH_HEADER = 'x-vernissage-path'
