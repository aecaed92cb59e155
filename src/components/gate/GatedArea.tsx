import type { ReactNode } from "react";
import type { GatedAreaName } from "@/content/blocks";
import type { Viewer } from "@/server/gate/visitor";
import { AdminBanner } from "./AdminBanner";
import { LockedPanel } from "./LockedPanel";
import { gatedAreas } from "./gated-areas";

/**
 * Gated content for one visitor, decided on the server: anyone not verified gets only the locked
 * panel, and the gated content is never rendered for them. A form area's form is an island the
 * page passes in as `children`.
 */
export function GatedArea({ area, viewer, returnTo, children }: { area: GatedAreaName; viewer: Viewer; returnTo?: string; children?: ReactNode }) {
  if (!viewer.verified) return <LockedArea area={area} returnTo={returnTo} />;
  const Content = gatedAreas[area].Component;
  return (
    <div data-testid={`gated-${area}`}>
      {viewer.admin ? <AdminBanner /> : null}
      {Content ? <Content /> : children}
    </div>
  );
}

/**
 * What everyone who is not verified sees in a gated area. On a static page it is also what the
 * page holds until the area's server island answers: most visitors are anonymous, so for them
 * nothing moves, and a crawler reads the same panel. Its invitation link returns to `returnTo`,
 * the page it is on.
 */
export function LockedArea({ area, returnTo }: { area: GatedAreaName; returnTo?: string }) {
  const Locked = gatedAreas[area].Locked;
  return Locked ? <Locked returnTo={returnTo} /> : <LockedPanel area={area} returnTo={returnTo} />;
}
