import { jsonLdString } from "@/lib/jsonld";

/**
 * What a passkey ceremony's page script (src/scripts/passkey-step.ts) works with, inside the
 * element that names the ceremony (`data-passkey-step`, `data-mode`): the options the server
 * made, as a data block that is never run ("<" escaped, so nothing in it can close the element);
 * the button the script reveals when the browser can use passkeys; the line it reports to; and,
 * with JavaScript off, a note saying what to do instead.
 */
export function PasskeyPrompt({
  options,
  button,
  buttonClass,
  noscript,
  noscriptTestId,
}: {
  options: unknown;
  button: string;
  buttonClass: string;
  noscript: string;
  noscriptTestId?: string;
}) {
  return (
    <>
      <script type="application/json" data-passkey-options dangerouslySetInnerHTML={{ __html: jsonLdString(options) }} />
      <noscript>
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 font-medium text-amber-900" data-testid={noscriptTestId}>
          {noscript}
        </p>
      </noscript>
      <button type="button" className={buttonClass} data-passkey-start hidden>
        {button}
      </button>
      <p role="status" aria-live="polite" className="text-slate-700" data-passkey-status />
    </>
  );
}
