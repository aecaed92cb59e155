import { Art, Badge, glyph, ink, type ArtProps } from "./kit";

const days = (x: number, y: number, cols: number, rows: number) =>
  Array.from({ length: cols * rows }, (_, i) => `M${x + (i % cols) * 22} ${y + Math.floor(i / cols) * 22}h0`).join("");

/** Digital marketing: search, social and e-mail run into one funnel that fills a calendar with booked jobs. */
export function ChannelFunnel({ className }: ArtProps) {
  return (
    <Art className={className}>
      <path d="M90 96c50 0 60 40 94 48M90 200h94M90 304c50 0 60-60 94-76" stroke={ink.edge} strokeWidth="3" strokeDasharray="2 8" />
      <Badge x={68} y={96} fill={ink.bright} d={glyph.search} />
      <Badge x={68} y={200} d={glyph.chat} />
      <Badge x={68} y={304} fill={ink.light} d={glyph.mail} />
      <path d="M168 120h148l-52 76v62l-44 24v-86z" fill={ink.deep} stroke={ink.bright} strokeWidth="2" />
      <path d="M196 146h92M214 172h56" stroke={ink.light} strokeWidth="4" strokeOpacity=".6" />
      <path d="M242 282c0 30 30 42 76 42" stroke={ink.teal} strokeWidth="3" />
      <path d="M310 314l10 10-10 10" stroke={ink.teal} strokeWidth="3" />
      <rect x="320" y="176" width="132" height="178" rx="12" fill={ink.paper} stroke={ink.soft} strokeWidth="2" />
      <path d="M321 204h130" stroke={ink.brand} strokeWidth="2" />
      <path d="M334 190h40" stroke={ink.brand} strokeWidth="6" />
      <path d={days(342, 226, 5, 6)} stroke={ink.mist} strokeWidth="12" />
      <path d="M364 226h0M408 248h0M342 270h0M386 270h0M430 292h0M364 314h0M408 314h0M386 336h0" stroke={ink.teal} strokeWidth="12" />
    </Art>
  );
}
