import { CHANNELS, channelLabels } from "@/lib/attribution";
import { Search } from "lucide-react";
import { inboxFilterParams, type InboxFilter } from "@/lib/inbox-filter";
import { LEAD_STAGES, STAGE_LABELS, type LeadStage } from "@/lib/lead-stages";
import { formatCount, listHref } from "./format";
import { adminButton, adminInput } from "./ui";

/** An inbox the form filter can switch to. */
export type InboxChoiceLink = { slug: string; title: string };

const label = "block text-sm font-semibold text-slate-700";

/**
 * An inbox's filter as one GET form (a filtered list is a link, and works without JavaScript):
 * the form (which inbox), the stage, the days received, and the search; then the stages with
 * how many leads each holds, each a link that keeps the rest of the filter.
 */
export function InboxFilters({
  path,
  slug,
  inboxes,
  filter,
  stages,
  searchLabel,
}: {
  path: string;
  slug: string;
  inboxes: InboxChoiceLink[];
  filter: InboxFilter;
  stages: Record<LeadStage, number>;
  searchLabel: string;
}) {
  const rest = inboxFilterParams({ ...filter, choices: { ...filter.choices, stage: null } });
  const all = LEAD_STAGES.reduce((sum, s) => sum + stages[s], 0);
  const stageLink = (stage: LeadStage | null, text: string, n: number) => {
    const current = filter.choices.stage === stage;
    return (
      <li key={stage ?? "all"}>
        <a
          href={listHref(path, { ...rest, stage: stage ?? undefined })}
          aria-current={current ? "page" : undefined}
          className={`inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-sm font-semibold ${current ? "border-brand-800 bg-brand-800 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"}`}
        >
          {text} <span className={current ? "text-white" : "text-slate-600"}>{formatCount(n)}</span>
        </a>
      </li>
    );
  };
  return (
    <div className="mb-4 space-y-3">
      <form
        action={path}
        method="get"
        role="search"
        aria-label="Filter"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-7"
      >
        <div className="lg:col-span-2">
          <label htmlFor="admin-q" className={label}>
            {searchLabel}
          </label>
          <input id="admin-q" name="q" type="search" defaultValue={filter.q} maxLength={200} className={`${adminInput} mt-1`} />
        </div>
        <div>
          <label htmlFor="filter-form" className={label}>
            Form
          </label>
          <select id="filter-form" name="form" defaultValue={slug} className={`${adminInput} mt-1`}>
            {inboxes.map((i) => (
              <option key={i.slug} value={i.slug}>
                {i.title}
              </option>
            ))}
          </select>
        </div>
        <ChoiceFilter name="stage" label="Stage" any="Any stage" value={filter.choices.stage} options={LEAD_STAGES} labels={STAGE_LABELS} />
        <ChoiceFilter name="channel" label="Channel" any="Any channel" value={filter.choices.channel} options={CHANNELS} labels={channelLabels} />
        <div>
          <label htmlFor="filter-from" className={label}>
            Received from
          </label>
          <input id="filter-from" name="from" type="date" defaultValue={filter.from ?? ""} className={`${adminInput} mt-1`} />
        </div>
        <div>
          <label htmlFor="filter-to" className={label}>
            Received to
          </label>
          <input id="filter-to" name="to" type="date" defaultValue={filter.to ?? ""} className={`${adminInput} mt-1`} />
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-7">
          <button type="submit" className={adminButton.secondary}>
            <Search aria-hidden="true" className="h-4 w-4" />
            Apply
          </button>
          <a href={path} className={adminButton.secondary}>
            Clear
          </a>
        </div>
      </form>
      <nav aria-label="Stages">
        <ul className="flex flex-wrap gap-2">
          {stageLink(null, "All", all)}
          {LEAD_STAGES.map((s) => stageLink(s, STAGE_LABELS[s], stages[s]))}
        </ul>
      </nav>
    </div>
  );
}

/** One of the filter's fixed choices (src/lib/inbox-filter.ts) as a select with "any" first. */
function ChoiceFilter<T extends string>({
  name,
  label: text,
  any,
  value,
  options,
  labels,
}: {
  name: string;
  label: string;
  any: string;
  value: T | null;
  options: readonly T[];
  labels: Record<T, string>;
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className={label}>
        {text}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ""} className={`${adminInput} mt-1`}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
          </option>
        ))}
      </select>
    </div>
  );
}
