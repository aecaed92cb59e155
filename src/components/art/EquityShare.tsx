import { Art, Badge, glyph, ink, type ArtProps } from "./kit";

/** Equity partnership: a business with a small stake drawn out of it, growth rising, two linked rings. */
export function EquityShare({ className }: ArtProps) {
  return (
    <Art className={className}>
      <path d="M170 210L260.2 177.2A96 96 0 1 1 218 126.9z" fill={ink.deep} stroke={ink.bright} strokeWidth="2" />
      <path d="M182 200l48-83.1A96 96 0 0 1 272.2 167.2z" fill={ink.teal} />
      <circle cx="170" cy="210" r="40" fill={ink.panel} />
      <path d="M152 214l12 12 24-26" stroke={ink.teal} strokeWidth="5" />
      <rect x="304" y="56" width="148" height="136" rx="12" fill={ink.panel} stroke={ink.edge} strokeWidth="2" />
      <path d="M330 170v-20M358 170v-34M386 170v-52M414 170v-74" stroke={ink.bright} strokeWidth="16" strokeLinecap="butt" />
      <path d="M322 150l40-26 28 6 44-46M418 84h16v16" stroke={ink.teal} strokeWidth="3" />
      <circle cx="342" cy="300" r="30" stroke={ink.bright} strokeWidth="7" />
      <circle cx="384" cy="300" r="30" stroke={ink.teal} strokeWidth="7" />
      <Badge x={88} y={80} fill={ink.light} d={glyph.dollar} />
    </Art>
  );
}
