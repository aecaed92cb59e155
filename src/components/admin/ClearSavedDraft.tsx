import { useEffect } from "react";
import { clearSavedDraft } from "@/lib/console-drafts";

/** On the list a save lands on: the saved post's draft in this browser is done with. Shows nothing. */
export function ClearSavedDraft({ id }: { id: string }) {
  useEffect(() => clearSavedDraft("blog-post", id), [id]);
  return null;
}
