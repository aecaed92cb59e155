/** The encodings written beside a file, by the suffix each gets. */
export declare const VARIANTS: { br: string; gzip: string };

/** Writes a brotli and a gzip copy beside every compressible file of a kilobyte or more under `dir`; returns how many files. */
export declare function precompress(dir: string): number;
