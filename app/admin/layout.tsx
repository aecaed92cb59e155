import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminShell } from "@legacy/components/admin/AdminShell";
import { PerRequest } from "@legacy/components/layout/PerRequest";
import { adminContext } from "@/server/admin/guard";

export const metadata: Metadata = {
  title: { default: "Admin console", template: "%s | Admin console" },
  robots: { index: false, follow: false, nocache: true },
};

/**
 * The whole console renders per request in one blocking pass, with no prerendered shell and no
 * Suspense holes: content in a streamed hole arrives hidden until a script reveals it, and a form
 * posted without JavaScript gets only the holes back (docs/decisions/0005). So every screen, and
 * the answer to every form, is plain HTML that works with JavaScript off.
 */
export const instant = false;

/** Decides on the server, per request, that this is an admin session; anyone else gets the 404 page. */
async function AdminGate({ children }: { children: ReactNode }) {
  const { email } = await adminContext();
  return <AdminShell email={email}>{children}</AdminShell>;
}

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <PerRequest>
      <AdminGate>{children}</AdminGate>
    </PerRequest>
  );
}
