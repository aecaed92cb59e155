import { Art, ink, type ArtProps } from "./kit";

/** Hosting and maintenance: a server rack with every light green, a shield, and a steady uptime line. */
export function ServerUptime({ className }: ArtProps) {
  return (
    <Art className={className}>
      <g fill={ink.panel} stroke={ink.edge} strokeWidth="2">
        <rect x="56" y="72" width="212" height="58" rx="10" />
        <rect x="56" y="142" width="212" height="58" rx="10" />
        <rect x="56" y="212" width="212" height="58" rx="10" />
      </g>
      <path d="M80 101h0M80 171h0M80 241h0" stroke={ink.teal} strokeWidth="12" />
      <path d="M100 101h0M100 171h0M100 241h0" stroke={ink.bright} strokeWidth="8" />
      <path
        d="M160 92v18M174 92v18M188 92v18M202 92v18M216 92v18M230 92v18M244 92v18M160 162v18M174 162v18M188 162v18M202 162v18M216 162v18M230 162v18M244 162v18M160 232v18M174 232v18M188 232v18M202 232v18M216 232v18M230 232v18M244 232v18"
        stroke={ink.mute}
        strokeWidth="4"
      />
      <path d="M96 270v30M228 270v30" stroke={ink.edge} strokeWidth="6" />
      <path d="M362 60l68 24v50c0 46-30 74-68 88-38-14-68-42-68-88V84z" fill={ink.deep} stroke={ink.bright} strokeWidth="2" />
      <path d="M338 140l16 16 34-38" stroke={ink.teal} strokeWidth="7" />
      <path d="M36 336h150l12-28 16 50 14-44 10 22h206" stroke={ink.teal} strokeWidth="3" />
      <path d="M36 366h408" stroke={ink.edge} strokeWidth="2" />
      <circle cx="444" cy="336" r="6" fill={ink.teal} />
    </Art>
  );
}
