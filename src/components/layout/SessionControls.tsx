import { BadgeCheck, LogOut, ShieldCheck } from "lucide-react";
import { sessionControls as copy } from "@/content/gate";
import type { Viewer } from "@/server/gate/visitor";

function LogoutButton({ label }: { label: string }) {
  return (
    <form method="post" action="/logout">
      <button
        type="submit"
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 sm:px-3"
      >
        <LogOut aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only sm:not-sr-only">{label}</span>
      </button>
    </form>
  );
}

/**
 * The header's session part: nothing for anonymous visitors, "Verified" and Sign out for a client,
 * the Admin badge and Logout for an administrator. Logout is a plain POST (it works without
 * JavaScript) that revokes the session row, clears the cookie and goes home. Compact on phones.
 */
export function SessionControls({ viewer }: { viewer: Viewer }) {
  if (!viewer.verified) return null;
  if (!viewer.admin) {
    return (
      <div className="flex items-center gap-1 sm:gap-2" data-testid="client-controls" data-session-controls>
        <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-1 text-xs font-semibold text-green-900 sm:px-3">
          <BadgeCheck aria-hidden="true" className="hidden h-4 w-4 sm:block" />
          {copy.clientBadge}
        </span>
        <LogoutButton label={copy.clientLogout} />
      </div>
    );
  }
  return (
    <div className="flex items-center gap-1 sm:gap-2" data-testid="admin-controls" data-session-controls>
      <a
        href="/admin"
        className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase sm:px-3"
      >
        <ShieldCheck aria-hidden="true" className="hidden h-4 w-4 sm:block" />
        {copy.adminBadge}
      </a>
      <LogoutButton label={copy.adminLogout} />
    </div>
  );
}
