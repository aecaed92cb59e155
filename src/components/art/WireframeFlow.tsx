import { Art, Cursor, Phone, bars, ink, type ArtProps } from "./kit";

/** UI/UX design: a wireframe turning into a finished screen, with notes from user testing and the palette. */
export function WireframeFlow({ className }: ArtProps) {
  return (
    <Art className={className}>
      <Phone x={54} y={64} w={112} h={214}>
        <g stroke={ink.soft} strokeWidth="2" strokeDasharray="4 4">
          <rect x="18" y="30" width="76" height="50" rx="4" />
          <rect x="18" y="128" width="76" height="22" rx="4" />
          <rect x="18" y="158" width="76" height="22" rx="4" />
        </g>
        <path d="M18 30l76 50M94 30l-76 50" stroke={ink.mist} strokeWidth="2" />
        <path d={bars(18, 96, [70, 50], 12)} stroke={ink.mist} strokeWidth="6" />
      </Phone>
      <path d="M178 150c26-30 52-30 70-6M238 134l10 10-14 4" stroke={ink.bright} strokeWidth="3" />
      <Phone x={254} y={92} w={112} h={214}>
        <rect x="7" y="16" width="98" height="80" rx="6" fill={ink.deep} />
        <path d={bars(18, 40, [70, 48], 13)} stroke={ink.paper} strokeWidth="7" />
        <rect x="18" y="70" width="50" height="13" rx="6.5" fill={ink.bright} />
        <path d={bars(18, 114, [76, 56, 70], 14)} stroke={ink.mist} strokeWidth="5" />
        <rect x="18" y="160" width="76" height="22" rx="11" fill={ink.brand} />
      </Phone>
      <Cursor x={330} y={266} />
      <rect x="384" y="64" width="62" height="62" rx="4" fill={ink.teal} transform="rotate(8 415 95)" />
      <rect x="392" y="146" width="62" height="62" rx="4" fill={ink.light} transform="rotate(-6 423 177)" />
      <path d="M396 86h36M396 100h26M404 166h36M404 180h24" stroke={ink.panel} strokeWidth="4" strokeOpacity=".6" />
      <path d="M104 344h0M140 344h0M176 344h0M212 344h0" stroke={ink.brand} strokeWidth="24" />
      <path d="M140 344h0" stroke={ink.bright} strokeWidth="24" />
      <path d="M176 344h0" stroke={ink.teal} strokeWidth="24" />
      <path d="M212 344h0" stroke={ink.pale} strokeWidth="24" />
    </Art>
  );
}
