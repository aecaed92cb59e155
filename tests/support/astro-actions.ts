// Stands in for "astro:actions" in Vitest: the module exists only inside Astro's build. The
// console's actions use these two pieces; a test calls an action's handler as Astro would.
export const defineAction = <T>(definition: T): T => definition;

export class ActionError extends Error {
  readonly code: string;
  constructor({ code }: { code: string }) {
    super(code);
    this.name = "ActionError";
    this.code = code;
  }
}
