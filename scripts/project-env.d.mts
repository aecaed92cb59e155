export declare function loadProjectEnv(root: string): void;
export declare const distDir: (root: string) => string;
export declare const nextBin: (root: string) => string;
