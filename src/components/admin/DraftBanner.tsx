import type { DraftOffer } from "./useDraft";
import { adminButton } from "./ui";

/** "12:41 on 27 Nov": when the draft was last written, in the owner's own time zone. */
function when(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "earlier";
  return date.toLocaleString(undefined, { hour: "2-digit", minute: "2-digit", day: "numeric", month: "short" });
}

/** The offer of a draft this browser kept of the form (useDraft): restore it into the form, or let it go. */
export function DraftBanner({ offer }: { offer: DraftOffer }) {
  if (!offer) return null;
  return (
    <section
      aria-labelledby="draft-heading"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
      data-testid="draft-banner"
    >
      <div>
        <h2 id="draft-heading" className="font-semibold text-amber-950">
          This browser kept a draft of this post
        </h2>
        <p className="text-sm text-amber-900">Written at {when(offer.savedAt)} and not saved. Restore it into the form, or discard it.</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={offer.restore} className={adminButton.primary}>
          Restore draft
        </button>
        <button type="button" onClick={offer.discard} className={adminButton.secondary}>
          Discard
        </button>
      </div>
    </section>
  );
}
