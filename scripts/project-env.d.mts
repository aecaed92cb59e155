export declare function loadProjectEnv(root: string): void;
export declare const outDirOf: (root: string) => string;
export declare const hasBuild: (root: string) => boolean;
export declare const astroBin: (root: string) => string;
