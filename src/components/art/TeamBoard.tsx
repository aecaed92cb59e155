import { Art, bars, ink, type ArtProps } from "./kit";

const people = [
  { x: 124, fill: ink.bright },
  { x: 200, fill: ink.teal },
  { x: 276, fill: ink.light },
  { x: 352, fill: ink.brand },
] as const;

/** About: a small team around its plan (listen, plan, build, grow), under a pin on Atlanta. */
export function TeamBoard({ className }: ArtProps) {
  return (
    <Art className={className}>
      <rect x="62" y="52" width="330" height="196" rx="14" fill={ink.paper} stroke={ink.soft} strokeWidth="2" />
      <path d="M86 82h120" stroke={ink.panel} strokeWidth="8" />
      <path d="M108 150h228" stroke={ink.mist} strokeWidth="4" />
      <path d="M108 150h150" stroke={ink.teal} strokeWidth="4" />
      <path d="M108 150h0M184 150h0M260 150h0" stroke={ink.teal} strokeWidth="24" />
      <path d="M336 150h0" stroke={ink.mist} strokeWidth="24" />
      <path d="M101 150l5 5 9-10M177 150l5 5 9-10M253 150l5 5 9-10" stroke={ink.panel} strokeWidth="3" />
      <path
        d={`${bars(90, 190, [36, 24], 12)}${bars(166, 190, [36, 24], 12)}${bars(242, 190, [36, 24], 12)}${bars(318, 190, [36, 24], 12)}`}
        stroke={ink.mist}
        strokeWidth="5"
      />
      {people.map((p) => (
        <g key={p.x} fill={p.fill}>
          <circle cx={p.x} cy="284" r="18" />
          <path d={`M${p.x - 32} 350a32 32 0 0 1 64 0z`} />
        </g>
      ))}
      <path d="M40 350h400" stroke={ink.edge} strokeWidth="2" />
      <path d="M406 22a26 26 0 0 1 26 26c0 20-26 46-26 46s-26-26-26-46a26 26 0 0 1 26-26z" fill={ink.teal} />
      <circle cx="406" cy="48" r="9" fill={ink.panel} />
    </Art>
  );
}
