import { Cookie, X } from "lucide-react";
import { buttonStyles } from "@/components/ui/ButtonLink";
import { cookieBannerCopy as copy } from "@/content/cookie-banner";

type Props = {
  /** The consented tags' addresses (build-time settings); the script loads them after consent. */
  analyticsSrc?: string;
  marketingSrc?: string;
};

/**
 * Where the cookie banner goes: empty and hidden in every page, with the page's consented tags'
 * addresses. A static page cannot know the visitor's choice, so the page's consent script
 * (src/scripts/consent.ts) decides whether to show the banner, fetches its markup
 * (CookieBannerContent, from /cookie-banner) only then, works its buttons and loads the tags. Its
 * markup was about 860 bytes of every page, compressed, for a banner most visits never show and
 * none shows before the first paint (docs/decisions/0062).
 */
export function CookieBanner({ analyticsSrc, marketingSrc }: Props) {
  return (
    <div
      hidden
      data-cookie-banner
      data-analytics-src={analyticsSrc}
      data-marketing-src={marketingSrc}
      className="fixed inset-0 z-50 flex items-end justify-center"
    />
  );
}

/** The banner and its settings panel, as markup only: what /cookie-banner answers. */
export function CookieBannerContent() {
  return (
    <>
      {/* Clicking outside closes the simple banner without storing a choice (spec §4). */}
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/40" data-testid="cookie-backdrop" data-cookie-backdrop />
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby="cookie-banner-title"
        className="relative m-3 w-full max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl"
        data-testid="cookie-banner"
      >
        <button
          type="button"
          data-consent="reject"
          className="absolute top-3 right-3 inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="h-5 w-5" />
          <span className="sr-only">{copy.close}</span>
        </button>
        <h2 id="cookie-banner-title" tabIndex={-1} data-cookie-heading className="flex items-center gap-2 pr-10 text-lg font-bold text-slate-900 outline-none">
          <Cookie aria-hidden="true" className="h-5 w-5 text-brand-700" />
          <span data-view="banner">{copy.title}</span>
          <span data-view="settings" hidden>
            {copy.settingsTitle}
          </span>
        </h2>
        <div data-view="banner">
          {/* Small on a phone: appearing after the first paint, a larger paragraph here outgrew the
            compact /contact heading and became that page's largest paint, a second later. */}
          <p className="mt-2 text-sm text-slate-700 sm:text-base">
            {copy.text}{" "}
            <a href={copy.policyLink.href} className="font-medium text-brand-800 underline">
              {copy.policyLink.label}
            </a>
            .
          </p>
          <p hidden data-gpc-only className="mt-2 text-sm text-slate-600">
            {copy.gpcNote}
          </p>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <button type="button" data-consent="accept" className={buttonStyles.primary}>
              {copy.acceptAll}
            </button>
            <button type="button" data-consent="reject" className={buttonStyles.outline}>
              {copy.rejectAll}
            </button>
            <button type="button" data-consent="customize" className={`${buttonStyles.outline} border-slate-300 text-slate-800`}>
              {copy.customize}
            </button>
          </div>
        </div>
        <form data-view="settings" hidden className="mt-3">
          <ul className="space-y-3">
            <li className="flex items-start justify-between gap-4 rounded-xl bg-slate-50 p-4">
              <div>
                <p className="font-semibold text-slate-900">{copy.necessary.label}</p>
                <p className="text-sm text-slate-600">{copy.necessary.description}</p>
              </div>
              <input type="checkbox" defaultChecked disabled aria-label={copy.necessary.control} className="mt-1 h-5 w-5 accent-brand-700" />
            </li>
            {copy.categories.map((t) => (
              <li key={t.key} className="flex items-start justify-between gap-4 rounded-xl bg-slate-50 p-4">
                <label htmlFor={`consent-${t.key}`} className="cursor-pointer">
                  <span className="block font-semibold text-slate-900">{t.label}</span>{" "}
                  <span className="block text-sm text-slate-600">
                    {t.description}
                    {/* Filled by the script when the panel opens under Global Privacy Control. */}
                    {t.gpcBlocks ? <span data-gpc-suffix={copy.gpcBlocked} /> : null}
                  </span>
                </label>
                <input
                  id={`consent-${t.key}`}
                  name={t.key}
                  type="checkbox"
                  data-gpc-blocks={t.gpcBlocks ? "" : undefined}
                  className="mt-1 h-5 w-5 accent-brand-700"
                />
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <button type="submit" className={buttonStyles.primary}>
              {copy.save}
            </button>
            <button type="button" data-consent="cancel" className={buttonStyles.outline}>
              {copy.cancel}
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
