import { MapPin } from "lucide-react";

/** Cities and communities served by a local landing page. */
export function CityList({ cities }: { cities: readonly string[] }) {
  return (
    <ul role="list" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="city-list">
      {cities.map((c) => (
        <li key={c} className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3 text-slate-800">
          <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
          {c}
        </li>
      ))}
    </ul>
  );
}
