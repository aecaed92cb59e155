// Stands in for "server-only" outside the Next.js bundler (Vitest, command-line scripts).
export {};
