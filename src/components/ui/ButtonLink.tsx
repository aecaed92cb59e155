import type { Cta } from "@/content/types";
import { Icon } from "./Icon";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold transition-colors focus-visible:outline-offset-2 min-h-11";

export const buttonStyles = {
  primary: `${base} bg-brand-700 text-white shadow-sm hover:bg-brand-800`,
  secondary: `${base} bg-slate-900 text-white hover:bg-slate-700`,
  outline: `${base} border-2 border-brand-700 text-brand-800 hover:bg-brand-50`,
  light: `${base} bg-white text-brand-900 hover:bg-brand-50`,
  outlineLight: `${base} border-2 border-white text-white hover:bg-white/10`,
} as const;

/** A call to action rendered as a link. */
export function ButtonLink({ cta, className = "" }: { cta: Cta; className?: string }) {
  const cls = `${buttonStyles[cta.variant ?? "primary"]} ${className}`;
  const content = (
    <>
      {cta.icon ? <Icon name={cta.icon} className="h-5 w-5" /> : null}
      <span>{cta.label}</span>
    </>
  );
  return (
    <a href={cta.href} className={cls}>
      {content}
    </a>
  );
}

export function CtaRow({ ctas, className = "" }: { ctas: readonly Cta[]; className?: string }) {
  if (ctas.length === 0) return null;
  return (
    <div className={`flex flex-col gap-3 sm:flex-row sm:flex-wrap ${className}`}>
      {ctas.map((c) => (
        <ButtonLink key={`${c.href}-${c.label}`} cta={c} />
      ))}
    </div>
  );
}
