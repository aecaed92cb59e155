import { Art, glyph, ink, type ArtProps } from "./kit";

const tiles = [
  { x: 240, y: 64, d: glyph.browser },
  { x: 362, y: 132, d: glyph.code },
  { x: 362, y: 268, d: glyph.up },
  { x: 240, y: 336, d: glyph.shield },
  { x: 118, y: 268, d: glyph.cart },
  { x: 118, y: 132, d: glyph.search },
] as const;

/** Services: the gateway arch of our logo at the hub of six services, from websites to hosting. */
export function ServiceHub({ className }: ArtProps) {
  return (
    <Art className={className}>
      <path d="M240 64L362 132v136L240 336 118 268V132z" stroke={ink.edge} strokeWidth="2" strokeDasharray="3 7" />
      <path d="M240 64v272M118 132l244 136M362 132L118 268" stroke={ink.edge} strokeWidth="2" />
      {tiles.map((t, i) => (
        <g key={t.d} transform={`translate(${t.x - 32} ${t.y - 32})`}>
          <rect width="64" height="64" rx="16" fill={ink.panel} stroke={ink.edge} strokeWidth="2" />
          <path d={t.d} transform="translate(14 14) scale(1.5)" stroke={i % 2 ? ink.teal : ink.bright} strokeWidth="2" />
        </g>
      ))}
      <circle cx="240" cy="200" r="58" fill="#0e7490" stroke={ink.light} strokeWidth="2" />
      <path d="M214 228v-32a26 26 0 0 1 52 0v32" stroke="#fff" strokeWidth="10" />
      <path d="M240 228v-20" stroke={ink.light} strokeWidth="10" />
    </Art>
  );
}
