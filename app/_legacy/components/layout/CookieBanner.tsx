"use client";

import Link from "next/link";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Cookie, X } from "lucide-react";
import {
  ACCEPT_ALL,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_STORAGE_KEY,
  CONSENT_SUBJECT_KEY,
  OPEN_COOKIE_SETTINGS_EVENT,
  REJECT_ALL,
  applyGpc,
  isCurrent,
  makeRecord,
  parseConsentCookie,
  parseStoredRecord,
  serializeConsentCookie,
  type ConsentChoices,
  type ConsentRecord,
} from "@/lib/consent";
import { buttonStyles } from "@legacy/components/ui/ButtonLink";

type Props = {
  /** Decided on the server from the consent cookie: no banner for a visitor who already chose. */
  initialOpen: boolean;
  analyticsSrc?: string;
  marketingSrc?: string;
};

function gpcOn(): boolean {
  return typeof navigator !== "undefined" && (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

function subjectId(): string {
  let id = localStorage.getItem(CONSENT_SUBJECT_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(CONSENT_SUBJECT_KEY, id);
  }
  return id;
}

function readCookie(): ConsentRecord | null {
  const m = document.cookie.match(new RegExp(`(?:^|; )${CONSENT_COOKIE}=([^;]*)`));
  return parseConsentCookie(m?.[1]);
}

function writeCookie(r: ConsentRecord) {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(serializeConsentCookie(r))}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/** The element ids of the two tags, so they are loaded once and can be found again. */
const TAG_IDS = { analytics: "gte-analytics", marketing: "gte-marketing" } as const;

function loadScript(src: string, id: string) {
  if (document.getElementById(id)) return;
  const s = document.createElement("script");
  s.id = id;
  s.src = src;
  s.async = true;
  document.head.appendChild(s);
}

/**
 * Removes the tags whose consent this record withdraws; true when one had been loaded. A script
 * cannot be unloaded (its timers, listeners and cookies live on), so the caller then reloads the
 * page, which starts again without it.
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

/** Proof of consent for the agency; the visitor's choice stands even if this request fails. */
function recordOnServer(record: ConsentRecord, gpc: boolean) {
  void fetch("/api/consent", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ subjectId: subjectId(), policyVersion: record.version, analytics: record.analytics, marketing: record.marketing, functional: record.functional, gpc }),
    keepalive: true,
  }).catch(() => {});
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Cookie banner and settings panel (spec §2, §4); it also loads tags only after matching consent.
 * Focus: opening moves it to the banner's heading, the settings panel keeps Tab inside itself,
 * Escape closes (the panel: Cancel), and closing gives focus back to where it was.
 */
export function CookieBanner({ initialOpen, analyticsSrc, marketingSrc }: Props) {
  const [open, setOpen] = useState(initialOpen);
  const [settings, setSettings] = useState(false);
  const [gpc, setGpc] = useState(false);
  const [consent, setConsent] = useState<ConsentRecord | null>(null);
  const [draft, setDraft] = useState<ConsentChoices>(REJECT_ALL);
  const titleId = useId();
  const dialog = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  // Reconcile the two copies of the choice on load (localStorage is the spec's; the cookie is the server's).
  useEffect(() => {
    const g = gpcOn();
    const stored = parseStoredRecord(localStorage.getItem(CONSENT_STORAGE_KEY));
    const cookie = readCookie();
    const current = [stored, cookie].find((r) => isCurrent(r)) ?? null;
    /* eslint-disable react-hooks/set-state-in-effect -- browser-only state read once after hydration */
    setGpc(g);
    if (current) {
      // Global Privacy Control overrides a choice made earlier too: analytics and marketing off,
      // whatever was stored. The choice's date is kept, so the six-month re-ask is not pushed back.
      const effective: ConsentRecord = { ...current, ...applyGpc(current, g) };
      const overridden = effective.analytics !== current.analytics || effective.marketing !== current.marketing;
      if (overridden || !isCurrent(stored)) localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(effective));
      if (overridden || !isCurrent(cookie)) writeCookie(effective);
      if (overridden) recordOnServer(effective, true);
      setConsent(effective);
      setDraft(effective);
      setOpen(false);
    } else {
      setOpen(true);
    }
    /* eslint-enable react-hooks/set-state-in-effect */
  }, []);

  useEffect(() => {
    const reopen = () => {
      setOpen(true);
      setSettings(true);
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
  }, []);

  useEffect(() => {
    if (consent?.analytics && analyticsSrc) loadScript(analyticsSrc, TAG_IDS.analytics);
    if (consent?.marketing && marketingSrc) loadScript(marketingSrc, TAG_IDS.marketing);
  }, [consent, analyticsSrc, marketingSrc]);

  // Opening: remember what had focus (the footer's "Cookie settings", say) and move into the banner.
  // Closing: give focus back.
  useEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    returnFocus.current = active instanceof HTMLElement && active !== document.body && !dialog.current?.contains(active) ? active : null;
    heading.current?.focus();
    return () => {
      const back = returnFocus.current;
      returnFocus.current = null;
      if (back?.isConnected) back.focus();
    };
  }, [open]);

  // Switching between the banner and the settings panel replaces the buttons: keep focus inside.
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [settings, open]);

  const save = useCallback((choices: ConsentChoices) => {
    const g = gpcOn();
    const record = makeRecord(applyGpc(choices, g));
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
    writeCookie(record);
    recordOnServer(record, g);
    if (removeWithdrawnTags(record)) {
      window.location.reload();
      return;
    }
    setConsent(record);
    setDraft(record);
    setOpen(false);
    setSettings(false);
  }, []);

  const cancelSettings = useCallback(() => {
    setSettings(false);
    setDraft(consent ?? REJECT_ALL);
    if (consent) setOpen(false);
  }, [consent]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === "Escape") {
      e.preventDefault();
      // The panel's Escape is Cancel; the banner's is the backdrop's "close without storing".
      if (settings) cancelSettings();
      else setOpen(false);
      return;
    }
    if (e.key !== "Tab" || !settings || !dialog.current) return;
    const items = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  if (!open) return null;

  const toggles: { key: keyof ConsentChoices; label: string; description: string; blocked: boolean }[] = [
    { key: "analytics", label: "Analytics", description: "Anonymous visit statistics that show us which pages help visitors.", blocked: gpc },
    { key: "marketing", label: "Marketing", description: "Ad measurement and remarketing on other sites.", blocked: gpc },
    { key: "functional", label: "Functional", description: "Remembers preferences such as form details you started.", blocked: false },
  ];

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-end">
      {/* Clicking outside closes the simple banner without storing a choice (spec §4). */}
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/40" onClick={() => !settings && setOpen(false)} data-testid="cookie-backdrop" />
      <section
        ref={dialog}
        role="dialog"
        aria-modal={settings}
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="relative m-3 w-full max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl"
        data-testid="cookie-banner"
      >
        <button
          type="button"
          onClick={() => save(REJECT_ALL)}
          className="absolute top-3 right-3 inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="h-5 w-5" />
          <span className="sr-only">Close and reject optional cookies</span>
        </button>
        <h2 id={titleId} ref={heading} tabIndex={-1} className="flex items-center gap-2 pr-10 text-lg font-bold text-slate-900 outline-none">
          <Cookie aria-hidden="true" className="h-5 w-5 text-brand-700" />
          {settings ? "Cookie Preferences" : "We value your privacy"}
        </h2>
        {!settings ? (
          <>
            <p className="mt-2 text-slate-700">
              We use necessary cookies to run this site and, with your permission, analytics, marketing and functional cookies. Read our{" "}
              <Link href="/privacy-policy" className="font-medium text-brand-800 underline">
                Privacy Policy
              </Link>
              .
            </p>
            {gpc ? <p className="mt-2 text-sm text-slate-600">Your browser sends Global Privacy Control, so analytics and marketing cookies stay off.</p> : null}
            <div className="mt-4 flex flex-col gap-2 sm:flex-row">
              <button type="button" onClick={() => save(ACCEPT_ALL)} className={buttonStyles.primary}>
                Accept All Cookies
              </button>
              <button type="button" onClick={() => save(REJECT_ALL)} className={buttonStyles.outline}>
                Reject All
              </button>
              <button type="button" onClick={() => setSettings(true)} className={`${buttonStyles.outline} border-slate-300 text-slate-800`}>
                Customize
              </button>
            </div>
          </>
        ) : (
          <form
            className="mt-3"
            onSubmit={(e) => {
              e.preventDefault();
              save(draft);
            }}
          >
            <ul className="space-y-3">
              <li className="flex items-start justify-between gap-4 rounded-xl bg-slate-50 p-4">
                <div>
                  <p className="font-semibold text-slate-900">Necessary</p>
                  <p className="text-sm text-slate-600">Security, the invitation session and this choice. Always on.</p>
                </div>
                <input type="checkbox" checked disabled aria-label="Necessary cookies (always on)" className="mt-1 h-5 w-5 accent-brand-700" />
              </li>
              {toggles.map((t) => (
                <li key={t.key} className="flex items-start justify-between gap-4 rounded-xl bg-slate-50 p-4">
                  <label htmlFor={`consent-${t.key}`} className="cursor-pointer">
                    <span className="block font-semibold text-slate-900">{t.label}</span>
                    <span className="block text-sm text-slate-600">
                      {t.description}
                      {t.blocked ? " Off because your browser sends Global Privacy Control." : ""}
                    </span>
                  </label>
                  <input
                    id={`consent-${t.key}`}
                    type="checkbox"
                    checked={t.blocked ? false : draft[t.key]}
                    disabled={t.blocked}
                    onChange={(e) => setDraft((d) => ({ ...d, [t.key]: e.target.checked }))}
                    className="mt-1 h-5 w-5 accent-brand-700"
                  />
                </li>
              ))}
            </ul>
            <div className="mt-4 flex flex-col gap-2 sm:flex-row">
              <button type="submit" className={buttonStyles.primary}>
                Save Preferences
              </button>
              <button
                type="button"
                onClick={cancelSettings}
                className={buttonStyles.outline}
              >
                Cancel
              </button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
