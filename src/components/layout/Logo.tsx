import { site } from "@/content/site";

/** The wordmark: a cyan gateway arch and the company name. */
export function Logo({ light = false }: { light?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 shrink-0">
        <rect width="32" height="32" rx="8" fill="#0e7490" />
        <path d="M9 24V14a7 7 0 0 1 14 0v10" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
        <path d="M16 24v-6" stroke="#67e8f9" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className={`text-lg leading-tight font-bold ${light ? "text-white" : "text-slate-900"}`}>
        {site.shortName} <span className={`hidden text-xs font-medium sm:block ${light ? "text-slate-300" : "text-slate-600"}`}>Enterprises</span>
      </span>
    </span>
  );
}
