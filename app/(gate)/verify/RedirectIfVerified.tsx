import { redirect } from "next/navigation";
import { getViewer } from "@/server/gate/viewer";

/** A session this old was not just made by this page's form: send its owner home at once. */
const JUST_VERIFIED_MS = 15_000;

/**
 * Already verified → /. A session created in the last few seconds belongs to the form that is
 * showing its Access Granted screen right now (the action's refresh renders this page again),
 * so it is left alone and the screen's own 2-second redirect runs.
 */
export async function RedirectIfVerified() {
  const viewer = await getViewer();
  if (viewer.verified && Date.now() - viewer.verifiedAt.getTime() > JUST_VERIFIED_MS) redirect("/");
  return null;
}
