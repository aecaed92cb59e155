/**
 * Where the gated areas' pictures are served: a route that checks the session
 * (app/api/gated-images/[name]/route.ts) reads them from assets/gated, never from public/,
 * so an anonymous visitor cannot fetch a client's case study by guessing its file name.
 */
export const GATED_IMAGE_ROUTE = "/api/gated-images";

export const gatedImagePath = (slug: string) => `${GATED_IMAGE_ROUTE}/${slug}.svg`;
