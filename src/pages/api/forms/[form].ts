import type { APIRoute } from "astro";
import { answerFormsApi } from "@/server/forms/api";

/** The forms API for integrations: see src/server/forms/api.ts and the README ("Forms API"). */
export const POST: APIRoute = ({ params, request }) => answerFormsApi(params.form ?? "", request);
