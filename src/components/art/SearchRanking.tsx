import { Art, bars, glyph, ink, type ArtProps } from "./kit";

/** SEO: a search with your business as the first result and a map pin, and a growth line rising. */
export function SearchRanking({ className }: ArtProps) {
  return (
    <Art className={className}>
      <rect x="36" y="44" width="300" height="40" rx="20" fill={ink.paper} stroke={ink.soft} strokeWidth="2" />
      <path d={glyph.search} transform="translate(50 52)" stroke={ink.brand} strokeWidth="2.5" />
      <path d="M84 64h120" stroke={ink.mute} strokeWidth="5" />
      <rect x="36" y="100" width="300" height="222" rx="12" fill={ink.panel} stroke={ink.edge} strokeWidth="2" />
      <rect x="50" y="114" width="272" height="62" rx="8" fill={ink.deep} stroke={ink.bright} strokeWidth="2" />
      <path d="M78 128a12 12 0 0 1 12 12c0 10-12 22-12 22s-12-12-12-22a12 12 0 0 1 12-12z" fill={ink.teal} />
      <path d="M78 140h0" stroke={ink.deep} strokeWidth="7" />
      <path d="M104 134h150" stroke={ink.light} strokeWidth="7" />
      <path d={bars(104, 150, [190, 130], 12)} stroke={ink.soft} strokeWidth="4" />
      <path d="M64 198h140M64 262h120" stroke={ink.mute} strokeWidth="7" />
      <path d={`${bars(64, 214, [230, 170], 12)}${bars(64, 278, [230, 150], 12)}`} stroke={ink.edge} strokeWidth="4" />
      <rect x="296" y="226" width="156" height="126" rx="12" fill={ink.raised} stroke={ink.edge} strokeWidth="2" />
      <path d="M314 334h120" stroke={ink.edge} strokeWidth="2" />
      <path d="M316 320l28-14 24 6 30-32 30-30M410 250h18v18" stroke={ink.teal} strokeWidth="4" />
      <path d="M400 52a26 26 0 0 1 26 26c0 20-26 46-26 46s-26-26-26-46a26 26 0 0 1 26-26z" fill={ink.bright} />
      <circle cx="400" cy="78" r="9" fill={ink.panel} />
    </Art>
  );
}
