import Negotiator from "negotiator";

export type Encoding = "br" | "gzip";

// negotiator 1.x takes a tie-break order (`preferred`) that its published types do not list yet.
type PreferredEncoding = (available: readonly string[], options: { preferred: readonly string[] }) => string | undefined;

/**
 * The encoding to send among those at hand, by the client's Accept-Encoding and its q-values
 * (`br;q=0` refuses brotli, `identity` or no header asks for the plain body); brotli first when the
 * client rates both alike. Undefined means the plain body.
 */
export function chooseEncoding(acceptEncoding: string | null | undefined, available: readonly Encoding[] = ["br", "gzip"]): Encoding | undefined {
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding ?? undefined } }) as Negotiator & { encoding: PreferredEncoding };
  const chosen = negotiator.encoding([...available, "identity"], { preferred: ["br", "gzip", "identity"] });
  return chosen === "br" || chosen === "gzip" ? chosen : undefined;
}
