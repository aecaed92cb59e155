import type { ReactNode } from "react";
import { connection } from "next/server";

/**
 * Renders its children for each request, in one blocking pass, with no prerendered shell.
 * Used by the pages that hold a form, together with `export const instant = false`: under partial
 * prerendering a browser without JavaScript that posts a form gets only the resumed holes back,
 * and content inside a Suspense hole arrives hidden until a script reveals it. Rendering the page
 * whole keeps every form and its answer readable with JavaScript off (docs/decisions/0005).
 */
export async function PerRequest({ children }: { children: ReactNode }) {
  await connection();
  return <>{children}</>;
}
