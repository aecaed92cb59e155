// Stands in for "server-only" in Vitest (Astro aliases it the same way; the CLI uses the react-server condition).
export {};
