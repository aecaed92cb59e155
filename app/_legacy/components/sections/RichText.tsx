/** Paragraphs of copy, optionally beside a list (mission and vision, terms overviews, stories). */
export function RichText({ paragraphs, list, dark = false }: { paragraphs: readonly string[]; list?: readonly string[]; dark?: boolean }) {
  return (
    <div className={`mx-auto max-w-3xl space-y-4 text-lg leading-relaxed ${dark ? "text-slate-200" : "text-slate-700"}`}>
      {paragraphs.map((p) => (
        <p key={p.slice(0, 48)}>{p}</p>
      ))}
      {list ? (
        <ul className="list-disc space-y-2 pl-6">
          {list.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
