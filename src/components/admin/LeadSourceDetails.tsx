import { sourceDetails, type Channel, type LeadSource } from "@/lib/attribution";

/**
 * Where a lead came from (decision 0070): the channel, the page it was sent from and, when the
 * visitor allowed analytics, the visit's landing page, referrer and campaign. Lines with nothing
 * known are left out; a lead stored before sources were kept says so.
 */
export function LeadSourceDetails({ attribution, channel }: { attribution: LeadSource | null; channel: Channel | null }) {
  const lines = sourceDetails(attribution, channel).filter((d) => d.value !== null && d.key !== "channelCode");
  return (
    <section aria-labelledby="source-heading" className="mt-6 space-y-3">
      <h2 id="source-heading" className="text-lg font-bold text-slate-900">
        Where this lead came from
      </h2>
      {lines.length === 0 ? (
        <p className="text-slate-700">Not recorded: this lead arrived before the site kept where leads come from, or through the forms API.</p>
      ) : (
        <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="lead-source">
          {lines.map((d) => (
            <div key={d.key} className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
              <dt className="font-semibold text-slate-700">{d.label}</dt>
              <dd className="break-words text-slate-900 sm:col-span-2">{d.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {attribution && !attribution.consented ? (
        <p className="text-sm text-slate-700">{"The visitor had not allowed analytics, so only what the form's own request carried is known."}</p>
      ) : null}
    </section>
  );
}
