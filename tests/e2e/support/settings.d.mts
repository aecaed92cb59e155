export declare const port: number;
export declare const baseURL: string;
export declare const databaseUrl: string;
export declare const smtpPort: number;
export declare const mailDir: string;
export declare const adminCode: string;
export declare const tagOrigin: string;
export declare const buildEnv: Record<"ASTRO_OUT_DIR" | "ASTRO_TELEMETRY_DISABLED" | "SITE_URL" | "PUBLIC_ANALYTICS_SRC" | "PUBLIC_MARKETING_SRC", string>;
