import { Art, Badge, Browser, bars, glyph, ink, type ArtProps } from "./kit";

const grid = (x: number, y: number) => Array.from({ length: 35 }, (_, i) => `M${x + (i % 7) * 18} ${y + Math.floor(i / 7) * 18}h0`).join("");

/** Website leasing: a live site beside a monthly calendar with the same day marked each month. */
export function LeaseCalendar({ className }: ArtProps) {
  return (
    <Art className={className}>
      <Browser x={28} y={56} w={250} h={220} light>
        <path d="M16 44h0" stroke={ink.brand} strokeWidth="10" />
        <rect x="12" y="58" width="226" height="70" rx="8" fill={ink.deep} />
        <path d={bars(26, 80, [110, 80])} stroke={ink.paper} strokeWidth="7" />
        <rect x="26" y="104" width="48" height="12" rx="6" fill={ink.bright} />
        <path d="M12 156h104M134 156h104" stroke={ink.mist} strokeWidth="28" strokeLinecap="square" />
        <path d={`${bars(14, 192, [90, 60], 12)}${bars(136, 192, [90, 60], 12)}`} stroke={ink.mist} strokeWidth="4" />
      </Browser>
      <rect x="300" y="112" width="156" height="176" rx="12" fill={ink.paper} stroke={ink.soft} strokeWidth="2" />
      <path d="M301 146h154" stroke={ink.brand} strokeWidth="2" />
      <path d="M336 100v22M420 100v22" stroke={ink.soft} strokeWidth="6" />
      <path d="M318 130h52" stroke={ink.brand} strokeWidth="6" />
      <path d={grid(324, 166)} stroke={ink.mist} strokeWidth="10" />
      <circle cx="324" cy="166" r="9" fill={ink.teal} />
      <path d="M319 166l3.5 3.5 6-7" stroke={ink.panel} strokeWidth="2.5" />
      <Badge x={290} y={318} r={26} d={glyph.refresh} />
      <Badge x={64} y={304} fill={ink.light} d={glyph.shield} />
    </Art>
  );
}
