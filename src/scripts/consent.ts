// The cookie banner's behaviour on every page (its markup: src/components/layout/CookieBanner.tsx).
// A prerendered page cannot know the visitor's choice, so this decides whether to show the
// banner, records the choice (localStorage, the spec's, and a first-party cookie), tells the
// server for the consent log, and loads the analytics and marketing tags only after matching
// consent. Global Privacy Control turns both off, whatever was chosen, even earlier.
import {
  ACCEPT_ALL,
  CONSENT_STORAGE_KEY,
  CONSENT_SUBJECT_KEY,
  COOKIE_BANNER_PATH,
  REJECT_ALL,
  applyGpc,
  consentCookieAssignment,
  consentCookieName,
  isCurrent,
  makeRecord,
  parseConsentCookie,
  parseStoredRecord,
  tagsAllowedOn,
  type ConsentChoices,
  type ConsentRecord,
} from "@/lib/consent";
import { forgetTouches, keepTouches, sendTouchesWithLeads } from "./attribution";

const root = document.querySelector<HTMLElement>("[data-cookie-banner]");
if (root) start(root);

function start(root: HTMLElement) {
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  // The layout names no tag on pages where secrets are typed; checked here too, from the address the page is really at.
  const tags: { analytics?: string; marketing?: string } = tagsAllowedOn(location.pathname)
    ? { analytics: root.dataset.analyticsSrc, marketing: root.dataset.marketingSrc }
    : {};
  const TAG_IDS = { analytics: "gte-analytics", marketing: "gte-marketing" } as const;

  let consent: ConsentRecord | null = null;
  let settings = false;
  let returnFocus: HTMLElement | null = null;

  // The banner's markup comes from the server the first time it is shown (src/components/layout/CookieBanner.tsx).
  let content: Promise<boolean> | null = null;
  const dialog = () => root.querySelector<HTMLElement>('[role="dialog"]')!;
  const heading = () => root.querySelector<HTMLElement>("[data-cookie-heading]")!;
  const form = () => root.querySelector<HTMLFormElement>('form[data-view="settings"]')!;

  function loadContent(): Promise<boolean> {
    content ??= fetch(COOKIE_BANNER_PATH)
      .then((res) => (res.ok ? res.text() : Promise.reject(new Error(String(res.status)))))
      .then((markup) => {
        root.innerHTML = markup;
        for (const el of root.querySelectorAll<HTMLElement>("[data-gpc-only]")) el.hidden = !gpc;
        return true;
      })
      .catch(() => {
        content = null; // offline for a moment: no choice is stored, so the next page or click asks again
        return false;
      });
    return content;
  }

  const https = location.protocol === "https:";

  function writeCookie(r: ConsentRecord) {
    document.cookie = consentCookieAssignment(r, https);
  }

  function readCookie(): ConsentRecord | null {
    const m = document.cookie.match(new RegExp(`(?:^|; )${consentCookieName(https)}=([^;]*)`));
    return parseConsentCookie(m?.[1]);
  }

  function subjectId(): string {
    let id = localStorage.getItem(CONSENT_SUBJECT_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(CONSENT_SUBJECT_KEY, id);
    }
    return id;
  }

  /** Proof of consent for the agency; the visitor's choice stands even if this request fails. */
  function recordOnServer(record: ConsentRecord, sentGpc: boolean) {
    void fetch("/api/consent", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        subjectId: subjectId(),
        policyVersion: record.version,
        analytics: record.analytics,
        marketing: record.marketing,
        functional: record.functional,
        gpc: sentGpc,
      }),
      keepalive: true,
    }).catch(() => {});
  }

  function loadTags(record: ConsentChoices) {
    for (const key of ["analytics", "marketing"] as const) {
      const src = tags[key];
      if (!record[key] || !src || document.getElementById(TAG_IDS[key])) continue;
      const s = document.createElement("script");
      s.id = TAG_IDS[key];
      s.src = src;
      s.async = true;
      document.head.appendChild(s);
    }
  }

  /**
   * Removes the tags whose consent this record withdraws; true when one had been loaded. A script
   * cannot be unloaded (its timers, listeners and cookies live on), so the page then reloads.
   */
  function removeWithdrawnTags(record: ConsentChoices): boolean {
    let removed = false;
    for (const key of ["analytics", "marketing"] as const) {
      const el = document.getElementById(TAG_IDS[key]);
      if (el && !record[key]) {
        el.remove();
        removed = true;
      }
    }
    return removed;
  }

  function showView(inSettings: boolean) {
    settings = inSettings;
    for (const el of root.querySelectorAll<HTMLElement>("[data-view]")) el.hidden = (el.dataset.view === "settings") !== inSettings;
    // The backdrop keeps the page out of reach in both views: the dialog is modal either way.
    dialog().setAttribute("aria-modal", "true");
    for (const el of root.querySelectorAll<HTMLElement>("[data-gpc-suffix]")) el.textContent = inSettings && gpc ? (el.dataset.gpcSuffix ?? "") : "";
    if (inSettings) {
      const draft = consent ?? REJECT_ALL;
      for (const input of form().querySelectorAll<HTMLInputElement>("input[name]")) {
        const blocked = gpc && input.hasAttribute("data-gpc-blocks");
        input.disabled = blocked;
        input.checked = !blocked && draft[input.name as keyof ConsentChoices];
      }
    }
    heading().focus();
  }

  async function open(inSettings: boolean) {
    if (!(await loadContent())) return;
    if (root.hidden) {
      // Focus goes back where it was (the footer's "Cookie settings", say) when the banner closes.
      const active = document.activeElement;
      returnFocus = active instanceof HTMLElement && active !== document.body && !root.contains(active) ? active : null;
      root.hidden = false;
    }
    showView(inSettings);
  }

  function close() {
    root.hidden = true;
    settings = false;
    const back = returnFocus;
    returnFocus = null;
    // Opened by the page itself (a first visit), focus goes to the start of its content rather
    // than being lost on the document.
    if (back?.isConnected) back.focus();
    else document.getElementById("main")?.focus({ preventScroll: true });
  }

  function save(choices: ConsentChoices) {
    const record = makeRecord(applyGpc(choices, gpc));
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
    writeCookie(record);
    recordOnServer(record, gpc);
    if (removeWithdrawnTags(record)) {
      window.location.reload();
      return;
    }
    consent = record;
    keepOrForgetTouches(record);
    loadTags(record);
    close();
  }

  function cancelSettings() {
    if (consent) close();
    else showView(false);
  }

  root.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (target.closest("[data-cookie-backdrop]")) {
      // The backdrop closes the simple banner without storing a choice; the panel stays.
      if (!settings) close();
      return;
    }
    const action = target.closest<HTMLElement>("[data-consent]")?.dataset.consent;
    if (action === "accept") save(ACCEPT_ALL);
    else if (action === "reject") save(REJECT_ALL);
    else if (action === "customize") showView(true);
    else if (action === "cancel") cancelSettings();
  });

  root.addEventListener("submit", (event) => {
    event.preventDefault();
    const checked = (name: keyof ConsentChoices) => form().querySelector<HTMLInputElement>(`input[name="${name}"]`)?.checked ?? false;
    save({ analytics: checked("analytics"), marketing: checked("marketing"), functional: checked("functional") });
  });

  root.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      // The panel's Escape is Cancel; the banner's is the backdrop's "close without storing".
      if (settings) cancelSettings();
      else close();
      return;
    }
    if (event.key !== "Tab") return;
    const items = [...dialog().querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input:not([disabled])")].filter((el) => !el.closest("[hidden]"));
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });

  /** Where the visit came from is kept for a lead only with analytics consent (GPC has turned it off already). */
  function keepOrForgetTouches(record: ConsentChoices) {
    if (record.analytics) keepTouches();
    else forgetTouches();
  }
  sendTouchesWithLeads(() => consent?.analytics === true && !gpc);

  // The footer's "Cookie settings" reopens the panel.
  document.addEventListener("click", (event) => {
    if ((event.target as Element).closest("[data-cookie-settings]")) void open(true);
  });

  // Reconcile the two copies of the choice (localStorage is the spec's; the cookie is the server's).
  const stored = parseStoredRecord(localStorage.getItem(CONSENT_STORAGE_KEY));
  const cookie = readCookie();
  const current = [stored, cookie].find((r) => isCurrent(r)) ?? null;
  if (current) {
    // GPC overrides a choice made earlier too; the choice's date is kept, so the six-month re-ask is not pushed back.
    const effective: ConsentRecord = { ...current, ...applyGpc(current, gpc) };
    const overridden = effective.analytics !== current.analytics || effective.marketing !== current.marketing;
    if (overridden || !isCurrent(stored)) localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(effective));
    if (overridden || !isCurrent(cookie)) writeCookie(effective);
    if (overridden) recordOnServer(effective, true);
    consent = effective;
    keepOrForgetTouches(effective);
    loadTags(effective);
  } else {
    forgetTouches();
    void open(false);
  }
}
