import type { PageSeo } from "@/lib/seo";

/** The not-found page (any unknown path, status 404): Go Home, Go Back and four quick links to sections of /. */
export const notFoundPage = {
  seo: {
    title: "Page Not Found",
    description: "The page you were looking for could not be found. Find our services, our story, our clients or a way to contact us from here.",
    path: "/404",
  } satisfies PageSeo,
  code: "404",
  title: "Page not found",
  text: "The page you are looking for has moved or never existed. Let's get you back on track.",
  home: "Go Home",
  quickLinksTitle: "Quick links",
  quickLinks: [
    { label: "Our Services", href: "/#services" },
    { label: "About Us", href: "/#about" },
    { label: "Our Clients", href: "/#clients" },
    { label: "Contact", href: "/#contact" },
  ],
} as const;
