import type { APIRoute } from "astro";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CookieBannerContent } from "@/components/layout/CookieBanner";

// Made once per server: it reads nothing of the request.
const markup = renderToStaticMarkup(createElement(CookieBannerContent));

/** The cookie banner's markup, fetched by the consent script when the banner is to be shown (src/scripts/consent.ts). */
export const GET: APIRoute = () => new Response(markup, { headers: { "content-type": "text/html; charset=utf-8", "x-robots-tag": "noindex" } });
