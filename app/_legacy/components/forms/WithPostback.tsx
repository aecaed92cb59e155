import type { ReactNode } from "react";
import type { FormState } from "@/lib/forms";
import { postbackFor } from "@/server/forms/postback";

/** Hands a form the result of this request's post without JavaScript (see server/forms/postback.ts). */
export async function WithPostback({ form, children }: { form: string; children: (initialState?: FormState) => ReactNode }) {
  return <>{children(await postbackFor(form))}</>;
}
