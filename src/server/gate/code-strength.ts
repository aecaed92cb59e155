/**
 * How strong ADMIN_BOOTSTRAP_CODE must be. That code opens the console many times over, for as
 * long as it is configured, so it must not be guessable the way a short, expiring invitation
 * code may be: at least 20 characters (a generated secret such as `openssl rand -base64 24` has
 * 32), not made of a handful of characters repeated. A password meter (zxcvbn) judges words and
 * keyboard patterns people choose; this value should be generated, and these two rules refuse
 * what a generator never makes.
 */
export const BOOTSTRAP_MIN_LENGTH = 20;
export const BOOTSTRAP_MIN_DISTINCT = 10;

export const bootstrapStrengthMessage = `must be at least ${BOOTSTRAP_MIN_LENGTH} characters with at least ${BOOTSTRAP_MIN_DISTINCT} different ones (generate one: openssl rand -base64 24)`;

export function isStrongBootstrapCode(code: string): boolean {
  const chars = [...code];
  // Codes are compared upper-cased (normalizeCode), so case adds nothing to the different characters.
  return chars.length >= BOOTSTRAP_MIN_LENGTH && new Set(chars.map((c) => c.toUpperCase())).size >= BOOTSTRAP_MIN_DISTINCT;
}
