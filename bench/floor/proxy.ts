import { NextResponse } from "next/server";

// Turbopack looks for the proxy and instrumentation files in the folder that holds the lock file
// as well as in the project; without these two the floor would be built with the site's.
// This proxy matches no page the benchmark loads.
export function proxy() {
  return NextResponse.next();
}

export const config = { matcher: "/never-matched" };
