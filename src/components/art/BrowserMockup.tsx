import type { ReactNode } from "react";
import type { MockupVariant } from "@/content/types";

/** Named accents (a client's brand color at Tailwind's 600 step), or any hex color. */
const mockupAccents = {
  cyan: "#0891b2",
  teal: "#0d9488",
  sky: "#0284c7",
  indigo: "#4f46e5",
  violet: "#7c3aed",
  emerald: "#059669",
  amber: "#d97706",
  orange: "#ea580c",
  rose: "#e11d48",
  slate: "#334155",
} as const;
type MockupAccent = keyof typeof mockupAccents | `#${string}`;

export type BrowserMockupProps = {
  /** Shown in the address bar, e.g. "towing-example.com". */
  domain: string;
  variant?: MockupVariant;
  accent?: MockupAccent;
  /** Describes the picture when it says something the text around it does not; otherwise it is decorative. */
  label?: string;
  className?: string;
};

const text = "#1e293b";
const grey = "#e2e8f0";
const faint = "#f1f5f9";

/** Bars of copy as one path, `gap` apart. */
const lines = (x: number, y: number, widths: readonly number[], gap = 12) => widths.map((w, i) => `M${x} ${y + i * gap}h${w}`).join("");

function Nav({ a, cta = true }: { a: string; cta?: boolean }) {
  return (
    <>
      <circle cx="20" cy="16" r="6" fill={a} />
      <path d="M32 16h36" stroke={text} strokeWidth="5" />
      <path d="M188 16h18M214 16h18M240 16h18" stroke="#94a3b8" strokeWidth="3" />
      {cta ? <rect x="268" y="9" width="38" height="14" rx="7" fill={a} /> : null}
    </>
  );
}

const layouts: Record<MockupVariant, (a: string) => ReactNode> = {
  storefront: (a) => (
    <>
      <Nav a={a} cta={false} />
      <path d="M280 11h16l-2 9h-12z" fill={a} />
      <rect y="32" width="320" height="72" fill={a} fillOpacity=".12" />
      <path d={lines(20, 54, [112, 84], 13)} stroke={text} strokeWidth="8" />
      <rect x="20" y="80" width="54" height="13" rx="6.5" fill={a} />
      <circle cx="246" cy="68" r="28" fill={a} fillOpacity=".3" />
      <rect x="232" y="52" width="28" height="34" rx="4" fill={a} />
      {[16, 92, 168, 244].map((x) => (
        <g key={x}>
          <rect x={x} y="116" width="60" height="44" rx="6" fill={faint} />
          <path d={`M${x} 172h44`} stroke={text} strokeWidth="4" />
          <path d={`M${x} 184h20`} stroke={a} strokeWidth="5" />
        </g>
      ))}
    </>
  ),
  services: (a) => (
    <>
      <Nav a={a} />
      <path d={lines(20, 54, [150, 112], 15)} stroke={text} strokeWidth="9" />
      <path d={lines(20, 86, [140, 100], 9)} stroke={grey} strokeWidth="4" />
      <rect x="20" y="106" width="56" height="14" rx="7" fill={a} />
      <rect x="84" y="106" width="56" height="14" rx="7" stroke={a} strokeWidth="2" />
      <rect x="198" y="40" width="106" height="82" rx="10" fill={a} fillOpacity=".15" />
      <circle cx="251" cy="81" r="22" fill={a} />
      <path d="M241 81l7 7 13-14" stroke="#fff" strokeWidth="3" />
      {[16, 118, 220].map((x) => (
        <g key={x}>
          <rect x={x} y="136" width="86" height="56" rx="8" fill="#fff" stroke={grey} strokeWidth="1.5" />
          <circle cx={x + 16} cy="152" r="7" fill={a} fillOpacity=".25" />
          <path d={lines(x + 10, 170, [56, 40], 10)} stroke={grey} strokeWidth="4" />
        </g>
      ))}
    </>
  ),
  dashboard: (a) => (
    <>
      <rect width="64" height="200" fill={a} />
      <path d="M14 18h30" stroke="#fff" strokeWidth="6" />
      <path d={lines(14, 48, [34, 28, 36, 24, 30], 18)} stroke="#fff" strokeOpacity=".55" strokeWidth="4" />
      <rect x="78" y="10" width="120" height="14" rx="7" fill={faint} />
      <circle cx="300" cy="17" r="7" fill={grey} />
      {[78, 158, 238].map((x) => (
        <g key={x}>
          <rect x={x} y="36" width="70" height="42" rx="6" fill="#fff" stroke={grey} strokeWidth="1.5" />
          <path d={`M${x + 10} 50h26`} stroke="#94a3b8" strokeWidth="3" />
          <path d={`M${x + 10} 64h40`} stroke={text} strokeWidth="7" />
        </g>
      ))}
      <path d="M78 152v-8l28-8 26 4 28-12 30 4 28-14 30 2 38-12v44z" fill={a} fillOpacity=".12" />
      <path d="M78 144l28-8 26 4 28-12 30 4 28-14 30 2 38-12" stroke={a} strokeWidth="2.5" />
      <path d={lines(78, 162, [230, 230, 230], 13)} stroke={faint} strokeWidth="8" />
      <path d={lines(84, 162, [50, 70, 40], 13)} stroke="#94a3b8" strokeWidth="3" />
    </>
  ),
  booking: (a) => (
    <>
      <Nav a={a} />
      <path d={lines(20, 56, [130, 96], 15)} stroke={text} strokeWidth="9" />
      <path d={lines(20, 88, [130, 90], 9)} stroke={grey} strokeWidth="4" />
      <rect x="20" y="110" width="64" height="14" rx="7" fill={a} />
      <rect x="184" y="38" width="122" height="104" rx="8" fill="#fff" stroke={grey} strokeWidth="1.5" />
      <path d="M196 52h48" stroke={text} strokeWidth="4" />
      <path d={Array.from({ length: 28 }, (_, i) => `M${200 + (i % 7) * 15} ${72 + Math.floor(i / 7) * 16}h0`).join("")} stroke={grey} strokeWidth="8" />
      <circle cx="245" cy="104" r="6" fill={a} />
      {[20, 88, 156, 224].map((x, i) => (
        <rect key={x} x={x} y="160" width="60" height="18" rx="9" fill={i === 1 ? a : "#fff"} stroke={a} strokeWidth="1.5" />
      ))}
    </>
  ),
  portfolio: (a) => (
    <>
      <Nav a={a} cta={false} />
      <path d="M100 48h120" stroke={text} strokeWidth="9" />
      <path d="M120 62h80" stroke={grey} strokeWidth="4" />
      <rect x="16" y="76" width="140" height="114" rx="8" fill={a} fillOpacity=".2" />
      <path d="M30 176l36-40 26 24 18-14 32 30z" fill={a} fillOpacity=".55" />
      <circle cx="128" cy="102" r="10" fill={a} fillOpacity=".55" />
      <rect x="164" y="76" width="68" height="54" rx="8" fill={a} fillOpacity=".35" />
      <rect x="240" y="76" width="64" height="54" rx="8" fill={faint} />
      <rect x="164" y="136" width="140" height="54" rx="8" fill={a} fillOpacity=".12" />
      <path d="M178 163h60" stroke={a} strokeWidth="6" />
    </>
  ),
};

/**
 * A client site at a glance: a browser frame with the domain in its address bar around a drawn
 * page (navigation, hero band, cards) in the client's accent. Drawn from our own shapes, so it
 * names no one and loads nothing; the frame's height is fixed and the page keeps a 16:10 ratio.
 */
export function BrowserMockup({ domain, variant = "services", accent = "cyan", label, className = "" }: BrowserMockupProps) {
  const a = accent.startsWith("#") ? accent : mockupAccents[accent as keyof typeof mockupAccents];
  const described = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <div className={`overflow-hidden rounded-xl border border-slate-200 bg-white shadow-md ${className}`} data-variant={variant} {...described}>
      <div className="flex h-8 items-center gap-3 border-b border-slate-200 bg-slate-100 px-3">
        <span className="flex shrink-0 gap-1.5">
          <span className="h-2.5 w-2.5 rounded-full bg-slate-300" />
          <span className="h-2.5 w-2.5 rounded-full bg-slate-300" />
          <span className="h-2.5 w-2.5 rounded-full bg-slate-300" />
        </span>
        <span className="min-w-0 flex-1 truncate rounded-md bg-white px-2.5 text-xs leading-5 text-slate-600">{domain}</span>
      </div>
      <svg
        viewBox="0 0 320 200"
        width="320"
        height="200"
        aria-hidden="true"
        focusable="false"
        className="block h-auto w-full"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {layouts[variant](a)}
      </svg>
    </div>
  );
}
