import type { GatedAreaName } from "@/content/blocks";
import type { Viewer } from "@/server/gate/visitor";
import { AdminBanner } from "./AdminBanner";
import { LockedPanel } from "./LockedPanel";
import { gatedAreas } from "./gated-areas";

/**
 * Gated content for one visitor, decided on the server: anyone not verified gets only the locked
 * panel, and the gated component is never rendered for them.
 */
export function GatedArea({ area, viewer }: { area: GatedAreaName; viewer: Viewer }) {
  const entry = gatedAreas[area];
  if (!viewer.verified || !entry.Component) {
    const Locked = entry.Locked ?? LockedPanel;
    return <Locked message={entry.lockedMessage} />;
  }
  const Content = entry.Component;
  return (
    <div data-testid={`gated-${area}`}>
      {viewer.admin ? <AdminBanner /> : null}
      <Content />
    </div>
  );
}

/** Holds the gated area's place while its server island loads. */
export function GatedSkeleton() {
  return <div aria-hidden="true" className="mx-auto h-64 max-w-2xl animate-pulse rounded-2xl bg-slate-100" />;
}
