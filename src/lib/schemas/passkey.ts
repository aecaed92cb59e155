import { z } from "zod";

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/);

/**
 * A WebAuthn answer as @simplewebauthn/browser sends it (RegistrationResponseJSON or
 * AuthenticationResponseJSON): only its shape and sizes are checked here; SimpleWebAuthn checks
 * everything that matters (challenge, origin, RP ID, signature).
 */
export const passkeyAnswerSchema = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: base64url(4096) }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

/** The body of the passkey actions: the answer, and for a new passkey in the console an optional name. */
export const passkeyPostSchema = z.object({ answer: passkeyAnswerSchema, name: z.string().trim().max(60).optional() });
