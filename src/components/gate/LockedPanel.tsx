import { KeyRound, Lock, UserPlus } from "lucide-react";
import { buttonStyles } from "@/components/ui/ButtonLink";
import { verifyHref } from "@/lib/return-path";

/** What an unverified visitor sees in place of gated content; verifying returns to `returnTo`. */
export function LockedPanel({ message, returnTo }: { message?: string; returnTo?: string }) {
  return (
    <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-10" data-testid="locked-panel">
      <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Lock aria-hidden="true" className="h-7 w-7" />
      </span>
      <h3 className="mt-4 text-2xl font-bold text-slate-900">Exclusive Access Required</h3>
      <p className="mt-3 text-slate-600">
        {message ?? "This content is reserved for invited clients and partners. Enter your invitation code to continue, or ask us for access."}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <a href={verifyHref(returnTo)} className={buttonStyles.primary}>
          <KeyRound aria-hidden="true" className="h-5 w-5" />
          Enter Invitation Code
        </a>
        <a href="/request-access" className={buttonStyles.outline}>
          <UserPlus aria-hidden="true" className="h-5 w-5" />
          Request Access
        </a>
      </div>
      <p className="mt-6 text-sm font-medium text-slate-600">Limited Capacity • By Invitation Only</p>
    </div>
  );
}
