import { getViewer } from "@/server/gate/viewer";
import type { GatedAreaName } from "@/content/blocks";
import { AdminBanner } from "./AdminBanner";
import { LockedPanel } from "./LockedPanel";
import { gatedAreas } from "./gated-areas";
import { postbackFor } from "@/server/forms/postback";

/**
 * Gated content, decided on the server per request. An anonymous visitor's HTML and RSC payload
 * carry only the locked panel: the gated component is never rendered for them.
 */
export async function GatedArea({ area }: { area: GatedAreaName }) {
  const viewer = await getViewer();
  const entry = gatedAreas[area];
  if (!viewer.verified) {
    const Locked = entry.Locked ?? LockedPanel;
    return <Locked message={entry.lockedMessage} />;
  }
  const Content = entry.Component;
  const initialState = entry.postback ? await postbackFor(entry.postback) : undefined;
  return (
    <div data-testid={`gated-${area}`}>
      {viewer.admin ? <AdminBanner /> : null}
      <Content initialState={initialState} />
    </div>
  );
}

export function GatedSkeleton() {
  return <div aria-hidden="true" className="mx-auto h-64 max-w-2xl animate-pulse rounded-2xl bg-slate-100" />;
}

