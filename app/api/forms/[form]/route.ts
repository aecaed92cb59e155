import { answerFormsApi } from "@/server/forms/api";

/** The forms API for integrations: see src/server/forms/api.ts and the README ("Forms API"). */
export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }) {
  return answerFormsApi((await params).form, request);
}
