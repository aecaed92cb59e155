import type { ReactNode } from "react";

/**
 * The house illustration style, shared by every drawing in this folder: flat shapes and round-capped
 * lines on a 480 x 400 canvas, in the brand's cyans, its teal and slate only, over the hero's dark
 * band. Windows and cards are slate panels with a 2 px slate edge; a site shown inside them is
 * light, with its copy drawn as rounded bars; accents (buttons, growth lines, highlights) are
 * cyan-400/300 and teal-400. Every drawing sits on the same soft disc.
 *
 * No text, no fonts, no gradients, ids, images or links: an illustration is a few dozen nodes of
 * inline markup, decorative (hidden from assistive technology) and sized by its box.
 */
export const ink = {
  panel: "#0f172a",
  raised: "#1e293b",
  edge: "#334155",
  mute: "#64748b",
  soft: "#94a3b8",
  mist: "#e2e8f0",
  paper: "#f8fafc",
  deep: "#164e63",
  brand: "#0891b2",
  bright: "#22d3ee",
  light: "#67e8f9",
  pale: "#cffafe",
  teal: "#2dd4bf",
} as const;

export type ArtProps = { className?: string };

/** The canvas every illustration draws on; its width and height fix the aspect ratio (no layout shift). */
export function Art({ className, children }: ArtProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 480 400"
      width="480"
      height="400"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="240" cy="200" r="180" fill={ink.deep} fillOpacity=".35" />
      {children}
    </svg>
  );
}

/** Bars of copy as one path: a bar per width, `gap` apart, starting at (x, y). */
export const bars = (x: number, y: number, widths: readonly number[], gap = 14) => widths.map((w, i) => `M${x} ${y + i * gap}h${w}`).join("");

/** A browser window at (x, y): frame, title bar with three dots and an address pill. Children draw in its coordinates. */
export function Browser({ x, y, w, h, light = false, children }: { x: number; y: number; w: number; h: number; light?: boolean; children?: ReactNode }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={w} height={h} rx="12" fill={light ? ink.paper : ink.panel} stroke={light ? ink.soft : ink.edge} strokeWidth="2" />
      <path d={`M1 28h${w - 2}`} stroke={light ? ink.mist : ink.edge} strokeWidth="2" />
      <path d="M16 14h0M29 14h0M42 14h0" stroke={light ? ink.soft : ink.mute} strokeWidth="8" />
      <rect x="58" y="8" width={w - 76} height="12" rx="6" fill={light ? ink.mist : ink.raised} />
      {children}
    </g>
  );
}

/** A phone at (x, y) with a light screen; children draw in the phone's coordinates. */
export function Phone({ x, y, w = 96, h = 184, children }: { x: number; y: number; w?: number; h?: number; children?: ReactNode }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={w} height={h} rx="16" fill={ink.panel} stroke={ink.soft} strokeWidth="2" />
      <rect x="7" y="16" width={w - 14} height={h - 30} rx="6" fill={ink.paper} />
      <path d={`M${w / 2 - 10} 9h20`} stroke={ink.mute} strokeWidth="3" />
      {children}
    </g>
  );
}

/** A round badge with a glyph drawn by `d` (in a 24 x 24 box centred on the badge). */
export function Badge({ x, y, r = 22, fill = ink.teal, d }: { x: number; y: number; r?: number; fill?: string; d: string }) {
  const s = r / 18;
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r={r} fill={fill} />
      <path d={d} transform={`scale(${s}) translate(-12 -12)`} stroke={ink.panel} strokeWidth="2.5" />
    </g>
  );
}

/** Glyphs for badges, on a 24 x 24 grid. */
export const glyph = {
  check: "M6 12.5l4 4 8-9",
  up: "M5 17l5-5 4 4 6-7M14 9h6v6",
  phone: "M7 4h3l2 5-2.5 1.5a11 11 0 0 0 5 5L16 13l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 5 6a2 2 0 0 1 2-2z",
  bolt: "M13 3L5 14h6l-1 7 8-11h-6z",
  search: "M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20",
  cart: "M3 4h3l2.5 11h10L21 7H7M10 20h0M17 20h0",
  chat: "M4 5h16v11h-9l-5 4v-4H4z",
  mail: "M3 6h18v12H3zM3 6l9 7 9-7",
  refresh: "M19 9a7.5 7.5 0 0 0-13.5-1.5M5 15a7.5 7.5 0 0 0 13.5 1.5M19 4v5h-5M5 20v-5h5",
  dollar: "M16 8.5C15.2 7.5 14 7 12.5 7 10.5 7 9 8 9 9.6s1.5 2 3.5 2.4 3.5 1 3.5 2.5S14.5 17 12.4 17c-1.5 0-2.8-.6-3.6-1.6M12.5 4.5V7M12.5 17v2.5",
  code: "M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14",
  browser: "M3 5h18v14H3zM3 9h18",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5",
  pen: "M4 20l4.5-1L19 8.5 15.5 5 5 15.5zM13 7.5l3.5 3.5",
} as const;

/** A mouse pointer whose tip is at (x, y). */
export function Cursor({ x, y }: { x: number; y: number }) {
  return <path d={`M${x} ${y}l0 30 8-8 6 13 6-3-6-12 11-1z`} fill={ink.paper} stroke={ink.panel} strokeWidth="2" />;
}
