/**
 * What a generated invitation code looks like (spec: GTE- and two groups of four, from an
 * alphabet without look-alikes such as 0/O and 1/I/L). Written out here rather than built from the
 * app's alphabet, so a change to the alphabet fails the tests that match codes against it.
 */
export const CODE_PATTERN = /^GTE-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{4}-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{4}$/;
