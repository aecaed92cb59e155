import { KeyRound, Lock, MessageSquare, UserPlus } from "lucide-react";
import { buttonStyles } from "@/components/ui/ButtonLink";
import type { GatedAreaName } from "@/content/blocks";
import { lockedAreas, lockedPanelCopy as copy, requestAccessHref } from "@/content/gate";
import { inquiryHref } from "@/content/inquiry";
import { verifyHref } from "@/lib/return-path";

/**
 * What an unverified visitor sees in place of a gated area: what is behind it, in one sentence,
 * and the next step. Verifying returns to `returnTo`; requesting access carries the area along.
 */
export function LockedPanel({ area, returnTo }: { area: GatedAreaName; returnTo?: string }) {
  return (
    <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-10" data-testid="locked-panel">
      <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Lock aria-hidden="true" className="h-7 w-7" />
      </span>
      <h3 className="mt-4 text-2xl font-bold text-slate-900">{copy.title}</h3>
      <p className="mt-3 text-slate-700" data-testid="locked-behind">
        {lockedAreas[area].behind}
      </p>
      <p className="mt-2 text-slate-600">{copy.nextStep}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <a href={requestAccessHref(area)} className={buttonStyles.primary}>
          <UserPlus aria-hidden="true" className="h-5 w-5" />
          {copy.requestAccess}
        </a>
        <a href={verifyHref(returnTo)} className={buttonStyles.outline}>
          <KeyRound aria-hidden="true" className="h-5 w-5" />
          {copy.enterCode}
        </a>
      </div>
      {area === "partnership-form" ? (
        <a
          href={inquiryHref("equity-partnership")}
          className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          <MessageSquare aria-hidden="true" className="h-4 w-4" />
          {copy.talkFirst}
        </a>
      ) : null}
      <p className="mt-6 text-sm font-medium text-slate-600">{copy.capacity}</p>
    </div>
  );
}
