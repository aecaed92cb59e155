import { Art, Badge, Cursor, bars, glyph, ink, type ArtProps } from "./kit";

/** Paid advertising: a search ad being clicked, the call it brings, and leads rising for each dollar. */
export function AdClick({ className }: ArtProps) {
  return (
    <Art className={className}>
      <rect x="62" y="40" width="300" height="110" rx="12" fill={ink.raised} stroke={ink.edge} strokeWidth="2" />
      <path d={bars(82, 62, [150, 200], 16)} stroke={ink.edge} strokeWidth="6" />
      <rect x="36" y="92" width="316" height="126" rx="12" fill={ink.paper} stroke={ink.soft} strokeWidth="2" />
      <rect x="54" y="110" width="30" height="16" rx="4" fill={ink.brand} />
      <path d="M64 118h10" stroke={ink.paper} strokeWidth="3" />
      <path d="M96 118h150" stroke={ink.brand} strokeWidth="8" />
      <path d={bars(54, 146, [270, 220, 160], 14)} stroke={ink.mist} strokeWidth="5" />
      <rect x="238" y="176" width="96" height="28" rx="14" fill={ink.bright} />
      <path d="M262 190h48" stroke={ink.panel} strokeWidth="5" />
      <circle cx="300" cy="196" r="20" stroke={ink.light} strokeWidth="2" />
      <circle cx="300" cy="196" r="32" stroke={ink.light} strokeWidth="2" strokeOpacity=".5" />
      <Cursor x={300} y={196} />
      <rect x="60" y="246" width="230" height="116" rx="12" fill={ink.panel} stroke={ink.edge} strokeWidth="2" />
      <path d="M90 340v-24M124 340v-34M158 340v-30M192 340v-52M226 340v-64M260 340v-76" stroke={ink.teal} strokeWidth="16" strokeLinecap="butt" />
      <path d="M76 342h200" stroke={ink.edge} strokeWidth="2" />
      <Badge x={404} y={120} d={glyph.phone} />
      <Badge x={360} y={300} r={30} fill={ink.light} d={glyph.dollar} />
    </Art>
  );
}
