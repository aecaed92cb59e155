/** The footer's "Cookie settings" button: the consent script (CookieBanner) reopens the banner's settings from it. */
export function CookieSettingsButton({ className = "" }: { className?: string }) {
  return (
    <button type="button" data-cookie-settings className={className}>
      Cookie settings
    </button>
  );
}
