import type { APIRoute } from "astro";
import { answerView } from "@/server/views/api";

/** A page view from the site script: counted, nothing about the visitor kept (src/server/views/counter.ts). */
export const POST: APIRoute = ({ request }) => answerView(request);
