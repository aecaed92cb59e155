import { ShieldCheck } from "lucide-react";

/** Shown above gated content when an administrator is viewing it. */
export function AdminBanner() {
  return (
    <p
      role="status"
      className="mb-6 flex items-center justify-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
      data-testid="admin-banner"
    >
      <ShieldCheck aria-hidden="true" className="h-5 w-5" />
      Administrator Mode Active
    </p>
  );
}
