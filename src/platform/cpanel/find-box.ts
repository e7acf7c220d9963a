/** The id of the home's search box, which Ctrl-K (Cmd-K) focuses. */
export const FIND_BOX_ID = 'cpanel-find'
