import type { ReactNode } from "react";
import { Suspense } from "react";
import { CookieBannerSlot } from "./CookieBannerSlot";
import { FloatingContact } from "./FloatingContact";
import { Footer } from "./Footer";
import { Header } from "./Header";

/** Everything every public route shares: skip link, header, main landmark, footer, widget, cookie banner. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-16 focus:outline-none">
        {children}
      </main>
      <Footer />
      <FloatingContact />
      <Suspense fallback={null}>
        <CookieBannerSlot />
      </Suspense>
    </>
  );
}
