import { Art, Badge, glyph, ink, type ArtProps } from "./kit";

/** Performance analysis: a speed gauge near full, a load waterfall, and the three checks passing. */
export function SpeedGauge({ className }: ArtProps) {
  return (
    <Art className={className}>
      <path d="M50 236a120 120 0 0 1 240 0" stroke={ink.edge} strokeWidth="20" />
      <path d="M50 236A120 120 0 0 1 277 182" stroke={ink.teal} strokeWidth="20" />
      <path d="M170 236l78-54" stroke={ink.paper} strokeWidth="6" />
      <circle cx="170" cy="236" r="12" fill={ink.paper} />
      <path d="M70 180l-10-6M170 132v-12M124 144l-5-10M216 144l5-10" stroke={ink.soft} strokeWidth="3" />
      <rect x="306" y="52" width="148" height="176" rx="12" fill={ink.panel} stroke={ink.edge} strokeWidth="2" />
      <path d="M322 80h58M334 102h40M344 124h70M360 146h34M326 168h48M350 190h86M340 212h22" stroke={ink.bright} strokeWidth="8" />
      <path d="M322 80h20M326 168h18" stroke={ink.teal} strokeWidth="8" />
      <Badge x={104} y={310} r={20} d={glyph.check} />
      <Badge x={170} y={310} r={20} d={glyph.check} />
      <Badge x={236} y={310} r={20} d={glyph.check} />
      <Badge x={390} y={296} r={34} fill={ink.bright} d={glyph.bolt} />
    </Art>
  );
}
