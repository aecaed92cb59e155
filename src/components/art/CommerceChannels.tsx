import { Art, Phone, bars, glyph, ink, type ArtProps } from "./kit";

/** Headless commerce: one commerce engine feeding a web store, a phone and an in-store screen. */
export function CommerceChannels({ className }: ArtProps) {
  return (
    <Art className={className}>
      <path d="M200 150l-50-24M286 176l64-20M214 246l-56 40M272 248l64 40" stroke={ink.light} strokeWidth="2" strokeDasharray="3 6" />
      <path d="M240 150l52 30v60l-52 30-52-30v-60z" fill={ink.deep} stroke={ink.bright} strokeWidth="2" />
      <path d={glyph.cart} transform="translate(218 188) scale(1.8)" stroke={ink.light} strokeWidth="2" />
      <g fill={ink.paper} stroke={ink.soft} strokeWidth="2">
        <rect x="24" y="40" width="184" height="124" rx="10" />
        <rect x="30" y="262" width="140" height="96" rx="10" />
      </g>
      <path d="M25 62h182" stroke={ink.mist} strokeWidth="2" />
      <path d="M38 51h0M50 51h0M62 51h0" stroke={ink.soft} strokeWidth="6" />
      <path d="M42 92h6M88 92h6M134 92h6M180 92h6" stroke={ink.pale} strokeWidth="26" strokeLinecap="square" />
      <path d="M31 120h26M77 120h26M123 120h26M169 120h26" stroke={ink.panel} strokeWidth="4" />
      <path d="M31 132h12M77 132h12M123 132h12M169 132h12" stroke={ink.brand} strokeWidth="4" />
      <path d="M31 150h170" stroke={ink.mist} strokeWidth="6" />
      <path d="M44 286h96M44 302h60" stroke={ink.panel} strokeWidth="7" />
      <rect x="44" y="320" width="56" height="22" rx="11" fill={ink.brand} />
      <path d="M110 331h44" stroke={ink.teal} strokeWidth="10" />
      <Phone x={350} y={92} w={92} h={176}>
        <rect x="16" y="30" width="60" height="60" rx="8" fill={ink.pale} />
        <path d={bars(16, 106, [54, 36], 12)} stroke={ink.panel} strokeWidth="6" />
        <rect x="16" y="132" width="60" height="16" rx="8" fill={ink.brand} />
      </Phone>
      <rect x="318" y="286" width="88" height="58" rx="8" fill={ink.paper} stroke={ink.soft} strokeWidth="2" />
      <path d="M362 346v14M342 362h40" stroke={ink.soft} strokeWidth="4" />
      <path d="M348 314l10 10 18-20" stroke={ink.teal} strokeWidth="4" />
    </Art>
  );
}
