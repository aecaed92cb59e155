import { Art, Badge, Phone, bars, glyph, ink, type ArtProps } from "./kit";

/** Web design: one site laid out on a desktop monitor and on a phone, with its design grid showing. */
export function ResponsiveDevices({ className }: ArtProps) {
  return (
    <Art className={className}>
      <rect x="28" y="40" width="316" height="212" rx="12" fill={ink.panel} stroke={ink.soft} strokeWidth="2" />
      <rect x="40" y="52" width="292" height="176" rx="4" fill={ink.paper} />
      <path d="M170 252l-8 30h48l-8-30" fill={ink.raised} stroke={ink.edge} strokeWidth="2" />
      <path d="M140 284h92" stroke={ink.soft} strokeWidth="4" />
      <path d="M56 66h0" stroke={ink.brand} strokeWidth="10" />
      <path d="M240 66h16M266 66h16M292 66h16" stroke={ink.soft} strokeWidth="4" />
      <path d={bars(56, 96, [112, 84])} stroke={ink.panel} strokeWidth="8" />
      <path d="M56 122h100" stroke={ink.soft} strokeWidth="4" />
      <rect x="56" y="134" width="54" height="14" rx="7" fill={ink.brand} />
      <rect x="196" y="84" width="120" height="70" rx="8" fill={ink.pale} />
      <path d="M204 146l30-30 20 18 14-12 38 24" stroke={ink.brand} strokeWidth="3" />
      <path d="M56 176h76M148 176h76M240 176h76" stroke={ink.mist} strokeWidth="18" strokeLinecap="square" />
      <path d={`${bars(56, 200, [60, 40], 10)}${bars(148, 200, [60, 40], 10)}${bars(240, 200, [60, 40], 10)}`} stroke={ink.mist} strokeWidth="4" />
      <path d="M140 52v176M232 52v176" stroke={ink.teal} strokeWidth="1.5" strokeDasharray="4 6" />
      <Phone x={352} y={104} w={96} h={188}>
        <path d="M16 32h0" stroke={ink.brand} strokeWidth="8" />
        <path d={bars(16, 50, [60, 44], 12)} stroke={ink.panel} strokeWidth="7" />
        <rect x="16" y="74" width="40" height="11" rx="5.5" fill={ink.brand} />
        <rect x="14" y="96" width="68" height="40" rx="6" fill={ink.pale} />
        <path d="M14 150h68M14 164h68" stroke={ink.mist} strokeWidth="10" strokeLinecap="square" />
      </Phone>
      <path d="M70 336h330M80 326l-10 10 10 10M390 326l10 10-10 10" stroke={ink.light} strokeWidth="3" />
      <Badge x={344} y={40} d={glyph.pen} />
    </Art>
  );
}
