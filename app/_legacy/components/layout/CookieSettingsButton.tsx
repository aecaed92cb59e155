"use client";

import { OPEN_COOKIE_SETTINGS_EVENT } from "@/lib/consent";

/** The footer's "Cookie settings" link: reopens the banner's settings panel. */
export function CookieSettingsButton({ className = "" }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}>
      Cookie settings
    </button>
  );
}
