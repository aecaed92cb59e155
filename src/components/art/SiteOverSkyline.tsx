import { Art, Badge, Browser, Phone, bars, glyph, ink, type ArtProps } from "./kit";

/** The home page: a client's site in a browser and on a phone, in front of the Atlanta skyline. */
export function SiteOverSkyline({ className }: ArtProps) {
  return (
    <Art className={className}>
      <path
        d="M24 364V332h18V312h20v28h12V300a12 12 0 0 1 24 0v24h14v-32l9-14 9 14v38h16v-50l14-14v-12v12l14 14v36h18v-18h16v36h14v-26h22v16h16v-30h14v44h20v-24h18v16h30v-2h30v-10h24v18h24v-24h18v20h18v30"
        fill={ink.panel}
        stroke={ink.bright}
        strokeWidth="2"
      />
      <path d="M16 364h448" stroke={ink.edge} strokeWidth="2" />
      <Browser x={24} y={36} w={300} h={214} light>
        <path d="M16 45h0" stroke={ink.brand} strokeWidth="10" />
        <path d="M196 45h16M224 45h16M252 45h16" stroke={ink.soft} strokeWidth="4" />
        <rect x="12" y="60" width="276" height="78" rx="8" fill={ink.deep} />
        <path d={bars(28, 82, [116, 84])} stroke={ink.paper} strokeWidth="8" />
        <path d="M28 109h124" stroke={ink.light} strokeWidth="4" />
        <rect x="28" y="118" width="56" height="12" rx="6" fill={ink.bright} />
        <circle cx="236" cy="99" r="26" fill={ink.brand} />
        <path d="M218 110l12-12 8 7 16-17" stroke={ink.pale} strokeWidth="3" />
        <g fill="#fff" stroke={ink.mist} strokeWidth="2">
          <rect x="12" y="150" width="84" height="52" rx="6" />
          <rect x="108" y="150" width="84" height="52" rx="6" />
          <rect x="204" y="150" width="84" height="52" rx="6" />
        </g>
        <path d="M28 166h0M124 166h0M220 166h0" stroke={ink.teal} strokeWidth="12" />
        <path d={`${bars(22, 184, [56, 40], 10)}${bars(118, 184, [56, 40], 10)}${bars(214, 184, [56, 40], 10)}`} stroke={ink.mist} strokeWidth="4" />
      </Browser>
      <Phone x={344} y={116} w={100} h={200}>
        <rect x="7" y="16" width="86" height="72" rx="6" fill={ink.deep} />
        <path d={bars(17, 36, [58, 42], 12)} stroke={ink.paper} strokeWidth="7" />
        <rect x="17" y="64" width="42" height="12" rx="6" fill={ink.bright} />
        <g fill="#fff" stroke={ink.mist} strokeWidth="2">
          <rect x="14" y="98" width="72" height="30" rx="6" />
          <rect x="14" y="136" width="72" height="30" rx="6" />
        </g>
        <path d={`${bars(24, 108, [44, 30], 9)}${bars(24, 146, [44, 30], 9)}`} stroke={ink.mist} strokeWidth="4" />
        <rect x="14" y="174" width="72" height="10" rx="5" fill={ink.teal} />
      </Phone>
      <Badge x={330} y={52} d={glyph.up} />
    </Art>
  );
}
