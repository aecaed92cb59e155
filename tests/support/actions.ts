/**
 * Calls the site's actions (src/actions, loaded through Astro's Vite configuration, so with Astro's
 * own `astro:actions`) as Astro calls them for a posted form: the action's input check and handler
 * run with `this` bound to the request's action context. What that context holds for one request
 * is made here: the request itself (the client address in CLIENT_IP_HEADER, as the server sets
 * it; the cookies the browser sent), the middleware's viewer, and a cookie jar that records what
 * the action sets.
 */
import { CLIENT_IP_HEADER } from "@/lib/client-address";
import { ANONYMOUS, type Viewer } from "@/server/gate/visitor";

export type ActionRequest = {
  viewer?: Viewer;
  ip?: string;
  userAgent?: string;
  /** The browser's cookies; what the action sets is written back into it. */
  cookies?: Map<string, string>;
  /** Other request headers as a browser sends them (Origin, Referer, Sec-GPC). */
  headers?: Record<string, string>;
};

export function actionContext({ viewer = ANONYMOUS, ip = "192.0.2.10", userAgent, cookies, headers: sent = {} }: ActionRequest = {}) {
  const headers = new Headers({ ...sent, [CLIENT_IP_HEADER]: ip });
  if (userAgent) headers.set("user-agent", userAgent);
  if (cookies?.size) headers.set("cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
  return {
    request: new Request("http://127.0.0.1/_actions", { method: "POST", headers }),
    locals: { viewer: async () => viewer },
    cookies: { set: (name: string, value: string) => void cookies?.set(name, value), delete: (name: string) => void cookies?.delete(name) },
  };
}

/** Runs `action` on the posted form in `context`, answering what its handler answers or throwing what it throws. */
export function callAction<T = unknown>(action: unknown, input: FormData | object, context: object): Promise<T> {
  return (action as { orThrow: (this: object, input: FormData | object) => Promise<T> }).orThrow.call(context, input);
}
