// See proxy.ts: an empty hook of its own keeps the site's out of the floor page's build.
export function register() {}
