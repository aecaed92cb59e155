// Counts this page view on the server (decision 0071): its path and, when the view starts a visit,
// that entry's landing path, referrer host and campaign tags. No cookie, no identifier, nothing kept
// in the browser: the server adds it to a count per day, page and channel and keeps nothing else.
import { touchOf } from "@/lib/attribution";
import { PAGE_VIEWS_PATH } from "@/lib/page-views";

const entry = touchOf(new URL(location.href), document.referrer);
void fetch(PAGE_VIEWS_PATH, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ path: location.pathname, ...(entry ? { entry } : {}) }),
  keepalive: true,
}).catch(() => {});
