/** The longest search the site reads; the forms stop there and the server cuts anything longer. */
export const MAX_QUERY_LENGTH = 200;
