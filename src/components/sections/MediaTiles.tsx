
export type MediaTile = {
  title: string;
  caption: string;
  /** A small label over the picture, e.g. "Client story · 4 min". */
  label?: string;
  image: { src: string; width: number; height: number; alt: string };
};

/** Picture tiles with a title and a caption (video story posters, galleries). */
export function MediaTiles({ items }: { items: readonly MediaTile[] }) {
  return (
    <ul role="list" className="grid gap-6 md:grid-cols-3" data-testid="media-tiles">
      {items.map((m) => (
        <li key={m.title} className="flex">
          <figure className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <div className="relative">
              <img loading="lazy" decoding="async" src={m.image.src} width={m.image.width} height={m.image.height} alt={m.image.alt} className="h-auto w-full" />
              {m.label ? (
                <span className="absolute top-3 left-3 rounded-full bg-slate-950/80 px-3 py-1 text-xs font-semibold text-white">{m.label}</span>
              ) : null}
            </div>
            <figcaption className="flex-1 p-5">
              <h3 className="text-lg font-semibold text-slate-900">{m.title}</h3>
              <p className="mt-2 text-slate-600">{m.caption}</p>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
