import { useEffect } from "react";
import { KEEP_ALIVE_EVERY_MS, KEEP_ALIVE_PATH } from "@/lib/keep-alive";

const ACTIVITY = ["keydown", "input", "pointerdown"] as const;

/**
 * While the page is open and its administrator is active in it, the session's idle time is
 * refreshed on the server (POST /admin/keep-alive) at most every KEEP_ALIVE_EVERY_MS, at the first
 * activity after that: typing a long post sends nothing else, and without this the 30-minute
 * idle limit would end the session under the owner's hands. No activity, no ping.
 */
export function useKeepAlive(): void {
  useEffect(() => {
    // The page's own request refreshed the session as it loaded.
    let last = Date.now();
    const active = () => {
      const now = Date.now();
      if (now - last < KEEP_ALIVE_EVERY_MS) return;
      last = now;
      // Same-origin POST: the browser sends the Origin the middleware checks. A failure is not the
      // owner's concern here; a save after the session ended answers with the sign-in form.
      void fetch(KEEP_ALIVE_PATH, { method: "POST", credentials: "same-origin" }).catch(() => undefined);
    };
    for (const type of ACTIVITY) document.addEventListener(type, active, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY) document.removeEventListener(type, active, { capture: true });
    };
  }, []);
}
