import type { Feature } from "@/content/types";
import { Icon } from "@/components/ui/Icon";
import { ArrowRight, Check } from "lucide-react";

const cols = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/** Feature cards: an icon, a title, a description and an optional list (benefits, values, reasons...). */
export function CardGrid({ items, columns = 3, dark = false }: { items: readonly Feature[]; columns?: 2 | 3 | 4; dark?: boolean }) {
  return (
    <ul role="list" className={`grid gap-6 ${cols[columns]}`}>
      {items.map((f) => (
        <li key={f.title} className={`flex flex-col rounded-2xl border p-6 ${dark ? "border-white/10 bg-white/5" : "border-slate-200 bg-white shadow-sm"}`}>
          {f.icon ? (
            <span
              className={`mb-4 inline-flex h-12 w-12 items-center justify-center rounded-xl ${dark ? "bg-brand-700 text-white" : "bg-brand-50 text-brand-700"}`}
            >
              <Icon name={f.icon} />
            </span>
          ) : null}
          <h3 className={`text-lg font-semibold ${dark ? "text-white" : "text-slate-900"}`}>{f.title}</h3>
          <p className={`mt-2 ${dark ? "text-slate-200" : "text-slate-600"}`}>{f.description}</p>
          {f.items && f.items.length > 0 ? (
            <ul className="mt-4 space-y-2 text-sm">
              {f.items.map((it) => (
                <li key={it} className="flex gap-2">
                  <Check aria-hidden="true" className={`mt-0.5 h-4 w-4 shrink-0 ${dark ? "text-brand-300" : "text-brand-700"}`} />
                  <span className={dark ? "text-slate-200" : "text-slate-700"}>{it}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {f.cta ? <CardAction label={f.cta.label} href={f.cta.href} dark={dark} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** A card's own action: a text link at the card's foot (internal paths navigate client-side; tel:, mailto:, sms: are plain anchors). */
function CardAction({ label, href, dark }: { label: string; href: string; dark: boolean }) {
  const cls = `mt-auto inline-flex min-h-11 self-start items-center gap-2 pt-4 font-semibold underline-offset-4 hover:underline ${dark ? "text-white" : "text-brand-800"}`;
  const content = (
    <>
      {label}
      <ArrowRight aria-hidden="true" className="h-4 w-4" />
    </>
  );
  return href.startsWith("/") || href.startsWith("#") ? (
    <a href={href} className={cls}>
      {content}
    </a>
  ) : (
    <a href={href} className={cls}>
      {content}
    </a>
  );
}
