import type { ReactNode } from "react";
import { SiteChrome } from "@legacy/components/layout/SiteChrome";

/** /verify and /request-access share the public site's header, footer and banner. */
export default function GateLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
