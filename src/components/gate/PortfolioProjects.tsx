import { ArrowRight, Building2, Check, MapPin } from "lucide-react";
import { projects, type PortfolioProject } from "@/content/gated/portfolio-projects";
import { PortfolioFilter } from "./PortfolioFilter";

function ProjectCard({ p }: { p: PortfolioProject }) {
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <img
        loading="lazy"
        decoding="async"
        src={p.image.src}
        width={p.image.width}
        height={p.image.height}
        alt={p.image.alt}
        className="h-auto w-full bg-slate-100"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-brand-800">{p.category}</p>
        <h3 className="mt-1 text-xl font-bold text-slate-900">{p.title}</h3>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Building2 aria-hidden="true" className="h-4 w-4" />
            {p.client}
          </span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            {p.location}
          </span>
        </p>
        <p className="mt-4 text-slate-700">{p.description}</p>
        <h4 className="mt-5 text-sm font-semibold tracking-wide text-slate-900 uppercase">Results</h4>
        <ul className="mt-2 space-y-2 text-sm">
          {p.results.map((r) => (
            <li key={r} className="flex gap-2 text-slate-700">
              <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              {r}
            </li>
          ))}
        </ul>
        <h4 className="mt-5 text-sm font-semibold tracking-wide text-slate-900 uppercase">Technologies</h4>
        <ul className="mt-2 flex flex-wrap gap-2">
          {p.technologies.map((t) => (
            <li key={t} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700">
              {t}
            </li>
          ))}
        </ul>
        {p.link ? (
          <a href={p.link.href} className="mt-auto inline-flex items-center gap-1 pt-6 font-semibold text-brand-800 hover:underline">
            {p.link.label}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </a>
        ) : null}
      </div>
    </article>
  );
}

/** The six case studies with the category filter; verified visitors only (gated area "portfolio-projects"). */
export function PortfolioProjects() {
  return <PortfolioFilter items={projects.map((p) => ({ key: p.slug, category: p.category, card: <ProjectCard p={p} /> }))} />;
}
