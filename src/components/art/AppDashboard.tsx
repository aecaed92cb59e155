import { Art, Browser, bars, ink, type ArtProps } from "./kit";

/** Custom software: a business dashboard wired to its database and to the code behind it. */
export function AppDashboard({ className }: ArtProps) {
  return (
    <Art className={className}>
      <path d="M330 214c40 0 40 40 70 44M300 110c40 0 46-20 56-30" stroke={ink.teal} strokeWidth="2.5" strokeDasharray="3 7" />
      <Browser x={26} y={64} w={318} h={240}>
        <rect x="1" y="29" width="62" height="210" fill={ink.raised} />
        <path d="M16 50h0" stroke={ink.bright} strokeWidth="12" />
        <path d={bars(14, 80, [34, 28, 34, 24], 20)} stroke={ink.mute} strokeWidth="5" />
        <g fill={ink.raised} stroke={ink.edge} strokeWidth="2">
          <rect x="78" y="42" width="70" height="48" rx="8" />
          <rect x="158" y="42" width="70" height="48" rx="8" />
          <rect x="238" y="42" width="66" height="48" rx="8" />
        </g>
        <path d="M90 58h24M170 58h24M250 58h24" stroke={ink.mute} strokeWidth="4" />
        <path d="M90 76h40M170 76h32M250 76h36" stroke={ink.light} strokeWidth="7" />
        <path d="M80 150l30-14 26 8 30-24 28 10 30-26 34 6 36-22" stroke={ink.teal} strokeWidth="3" />
        <path d="M78 174h226" stroke={ink.edge} strokeWidth="2" />
        <path d={bars(78, 192, [226, 226, 226], 16)} stroke={ink.raised} strokeWidth="10" />
        <path d={bars(86, 192, [60, 44, 70], 16)} stroke={ink.mute} strokeWidth="4" />
      </Browser>
      <rect x="316" y="38" width="120" height="72" rx="12" fill={ink.deep} stroke={ink.bright} strokeWidth="2" />
      <path d="M350 60l-14 14 14 14M402 60l14 14-14 14M384 56l-16 36" stroke={ink.light} strokeWidth="4" />
      <path d="M360 258v58a40 12 0 0 0 80 0v-58" fill={ink.raised} stroke={ink.bright} strokeWidth="2" />
      <ellipse cx="400" cy="258" rx="40" ry="12" fill={ink.panel} stroke={ink.bright} strokeWidth="2" />
      <path d="M360 288a40 12 0 0 0 80 0" stroke={ink.bright} strokeWidth="2" />
    </Art>
  );
}
