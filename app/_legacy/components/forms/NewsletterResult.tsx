import { CheckCircle2, Info } from "lucide-react";

/** The answer of a one-click newsletter link (confirm or unsubscribe). */
export function NewsletterResult({ ok, text }: { ok: boolean; text: string }) {
  return (
    <div
      role="status"
      data-testid={ok ? "newsletter-done" : "newsletter-invalid"}
      className={`flex items-start gap-3 rounded-2xl border p-6 text-lg ${ok ? "border-green-300 bg-green-50 text-green-900" : "border-slate-300 bg-white text-slate-800"}`}
    >
      {ok ? <CheckCircle2 aria-hidden="true" className="mt-1 h-6 w-6 shrink-0" /> : <Info aria-hidden="true" className="mt-1 h-6 w-6 shrink-0" />}
      <p>{text}</p>
    </div>
  );
}
