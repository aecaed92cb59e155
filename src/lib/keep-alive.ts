/**
 * The console's keep-alive (decision 0067): an editor open in a browser tells the server now and
 * then that its administrator is still at work, so the idle limit counts typing, not only requests.
 */

/** The console endpoint the editor pings (POST, admin sessions only). */
export const KEEP_ALIVE_PATH = "/admin/keep-alive";

/**
 * At most one ping this often, and only after activity (a key, a pointer, typing) since the last:
 * well inside the 30-minute idle limit, so an owner who types keeps the session, and rare enough to
 * cost nothing. With no activity there are no pings and the idle limit ends the session as before.
 */
export const KEEP_ALIVE_EVERY_MS = 4 * 60 * 1000;
