export declare function readReports(
  root: string,
  vitest: { file: string; step?: { name: string; ok: boolean } }[],
  playwright: string[],
): { passed: number; failed: number; failures: string[] };
