import { Art, Badge, Browser, Cursor, bars, glyph, ink, type ArtProps } from "./kit";

/** Websites: a site whose call to action is being clicked, with the calls, sign-offs and speed it brings. */
export function ConvertingSite({ className }: ArtProps) {
  return (
    <Art className={className}>
      <Browser x={32} y={48} w={330} h={272} light>
        <path d="M18 46h0" stroke={ink.brand} strokeWidth="10" />
        <path d="M220 46h18M250 46h18M280 46h18" stroke={ink.soft} strokeWidth="4" />
        <path d={bars(70, 86, [190, 150])} stroke={ink.panel} strokeWidth="10" />
        <path d="M90 128h150" stroke={ink.soft} strokeWidth="4" />
        <rect x="105" y="146" width="120" height="30" rx="15" fill={ink.brand} />
        <path d="M135 161h60" stroke={ink.pale} strokeWidth="5" />
        <circle cx="200" cy="166" r="22" stroke={ink.bright} strokeWidth="2" strokeOpacity=".6" />
        <g stroke={ink.teal} strokeWidth="3">
          <path d="M40 208l5 5 9-10M40 236l5 5 9-10M40 264l5 5 9-10" />
        </g>
        <path d={bars(66, 208, [120, 96, 140], 28)} stroke={ink.mist} strokeWidth="6" />
        <rect x="222" y="196" width="92" height="64" rx="8" fill={ink.pale} />
        <path d="M232 248l18-16 14 10 18-20 22 14" stroke={ink.brand} strokeWidth="3" />
      </Browser>
      <Cursor x={232} y={214} />
      <Badge x={404} y={110} d={glyph.phone} />
      <Badge x={424} y={200} fill={ink.light} d={glyph.check} />
      <Badge x={400} y={290} fill={ink.bright} d={glyph.bolt} />
    </Art>
  );
}
