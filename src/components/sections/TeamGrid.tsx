import { InitialsAvatar } from "@/components/art/InitialsAvatar";
import type { TeamMember } from "@/content/types";

/** The people of the agency: initials, name, role and what they do. */
export function TeamGrid({ members }: { members: readonly TeamMember[] }) {
  return (
    <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((m) => (
        <li key={m.name} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <InitialsAvatar name={m.name} />
          <h3 className="mt-5 text-lg font-semibold text-slate-900">{m.name}</h3>
          <p className="text-sm font-medium text-brand-800">{m.role}</p>
          <p className="mt-3 text-slate-600">{m.bio}</p>
        </li>
      ))}
    </ul>
  );
}
