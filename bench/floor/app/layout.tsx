import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

// The benchmark's floor: the smallest page Next.js App Router can serve, built with the site's
// own Next.js and React. Lighthouse on it shows what the framework costs before any of our code.
export const metadata: Metadata = {
  title: "Framework floor",
  description: "An empty Next.js page the benchmark measures beside the site, to show what the framework alone costs.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
