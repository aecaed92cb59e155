/**
 * A request's address as the logs may keep it: the path, and the query with the value of every
 * parameter that can carry a secret replaced. Confirmation and unsubscribe links carry a working
 * token in `?token=`; a log that kept it would hold a key to someone's subscription. Any other
 * parameter stays, since a path alone would hide which search or page was asked for.
 */
const SECRET_PARAMS = /^(?:token|code|key|secret|password|signature|sig)$/i;

export function loggableUrl(target: string | undefined): string {
  let url: URL;
  try {
    url = new URL(target ?? "/", "http://log.invalid");
  } catch {
    return "[unreadable]";
  }
  const params = [...url.searchParams.keys()];
  if (params.length === 0) return url.pathname;
  const query = new URLSearchParams();
  for (const [name, value] of url.searchParams) query.append(name, SECRET_PARAMS.test(name) ? "[redacted]" : value);
  return `${url.pathname}?${query.toString().replaceAll("%5Bredacted%5D", "[redacted]")}`;
}
