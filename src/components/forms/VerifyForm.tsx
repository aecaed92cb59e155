import { useEffect } from "react";
import { CheckCircle2, UserPlus } from "lucide-react";
import type { FormState } from "@/lib/forms";
import { MAX_CODE_LENGTH } from "@/lib/schemas/form-constants";
import { signInLinkCopy, verifyPage } from "@/content/gate";
import { verifyHref } from "@/lib/return-path";
import { actions } from "astro:actions";
import { buttonStyles } from "@/components/ui/ButtonLink";
import { Field } from "./Field";
import { SignInLinkForm } from "./SignInLinkForm";
import { FormAlert, SubmitButton } from "./FormKit";
import { useActionForm } from "./useActionForm";

const loadVerifySchema = () => import("@/lib/schemas/verify").then((m) => m.verifySchema);

/** Spec §4: after Access Granted the visitor goes on after 2000 ms: to / or to the gated page they came from. */
const REDIRECT_AFTER_MS = 2000;

function AccessGranted({ message, returnTo }: { message: string; returnTo: string }) {
  useEffect(() => {
    const t = setTimeout(() => window.location.replace(returnTo), REDIRECT_AFTER_MS);
    return () => clearTimeout(t);
  }, [returnTo]);
  const home = returnTo === "/";
  return (
    <div role="status" className="rounded-2xl border border-green-300 bg-white p-8 text-center shadow-sm sm:p-10" data-testid="access-granted">
      {/* Without JavaScript the browser follows this after the same 2 seconds. */}
      <noscript>
        <meta httpEquiv="refresh" content={`${REDIRECT_AFTER_MS / 1000};url=${returnTo}`} />
      </noscript>
      <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-green-50 text-green-800">
        <CheckCircle2 aria-hidden="true" className="h-8 w-8" />
      </span>
      <h2 className="mt-4 text-2xl font-bold text-slate-900">{verifyPage.grantedTitle}</h2>
      <p className="mt-3 text-lg font-medium text-green-900">{message}</p>
      <p className="mt-2 text-slate-600">{home ? verifyPage.grantedRedirect : verifyPage.grantedRedirectBack}</p>
      <a href={returnTo} className={`${buttonStyles.outline} mt-6`}>
        {home ? verifyPage.grantedLink : verifyPage.grantedLinkBack}
      </a>
    </div>
  );
}

/** An administrator's code was good: the passkey step comes next, at once (a meta refresh without JavaScript). */
function PasskeyNext({ message, next }: { message: string; next: string }) {
  useEffect(() => window.location.replace(next), [next]);
  return (
    <div role="status" className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-10" data-testid="passkey-next">
      <noscript>
        <meta httpEquiv="refresh" content={`0;url=${next}`} />
      </noscript>
      <p className="text-lg font-medium text-slate-900">{message}</p>
      <a href={next} className={`${buttonStyles.outline} mt-6`}>
        {verifyPage.passkeyLink}
      </a>
    </div>
  );
}

/** The /verify form: invitation code and e-mail; the server decides everything. `returnTo` is already a safe same-site path. */
export function VerifyForm({ initialState, returnTo = "/" }: { initialState?: FormState; returnTo?: string }) {
  const { state, pending, formProps } = useActionForm(actions.verify, loadVerifySchema, initialState);
  const next = state.status === "success" ? state.data?.next : undefined;
  // No page to go back to: the passkey step sends an administrator to the console.
  if (next === "/verify/passkey")
    return <PasskeyNext message={state.message ?? ""} next={returnTo === "/" ? next : `${next}?next=${encodeURIComponent(returnTo)}`} />;
  if (state.status === "success") return <AccessGranted message={state.message ?? ""} returnTo={returnTo} />;
  const v = state.status === "error" ? (state.values ?? {}) : {};
  const e = state.fieldErrors ?? {};
  return (
    <div className="space-y-6">
      <form
        action={verifyHref(returnTo)}
        {...formProps}
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        aria-label="Access verification"
      >
        <FormAlert state={state} />
        <Field
          name="code"
          label={verifyPage.codeLabel}
          placeholder={verifyPage.codePlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={MAX_CODE_LENGTH}
          required
          style={{ textTransform: "uppercase" }}
          defaultValue={v.code}
          error={e.code}
        />
        <Field
          name="email"
          label={verifyPage.emailLabel}
          type="email"
          placeholder={verifyPage.emailPlaceholder}
          autoComplete="email"
          maxLength={254}
          required
          defaultValue={v.email}
          error={e.email}
        />
        {state.data?.offerLink ? (
          <p className="text-slate-700" data-testid="sign-in-link-offer">
            {signInLinkCopy.offer}{" "}
            <a href="#sign-in-link" className="font-medium text-brand-700 underline">
              {signInLinkCopy.offerLink}
            </a>
          </p>
        ) : null}
        <SubmitButton pending={pending} label={verifyPage.submit} pendingLabel={verifyPage.pending} className="w-full" />
      </form>
      <SignInLinkForm returnTo={returnTo} />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">{verifyPage.noCodeTitle}</h2>
        <p className="mt-2 text-slate-600">{verifyPage.noCodeText}</p>
        <a href="/request-access" className={`${buttonStyles.outline} mt-4`}>
          <UserPlus aria-hidden="true" className="h-5 w-5" />
          {verifyPage.requestAccess}
        </a>
      </div>
    </div>
  );
}
