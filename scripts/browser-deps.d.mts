export declare const chromiumPath: (env?: NodeJS.ProcessEnv) => string;
export declare const chromiumShellPath: (env?: NodeJS.ProcessEnv) => string;
export declare function japaneseFontInstalled(env?: NodeJS.ProcessEnv): boolean | null;
export declare function missingPackages(found: {
  chromium: boolean;
  shell: boolean;
  japaneseFont: boolean | null;
}): string[];
export declare const missingOnThisMachine: (env?: NodeJS.ProcessEnv) => string[];
export declare const instruction: (packages: string[]) => string;
export declare const aptInstall: (packages: string[]) => string;
export declare function ensureBrowserDeps(effects: {
  missing: () => string[];
  canInstall: boolean;
  run: (command: string) => void;
  log: (message: string) => void;
}): string | null;

export declare const ENGINE_PROGRAMS: { path: (env: NodeJS.ProcessEnv) => string; pkg: string }[];
export declare function missingEngines(env?: NodeJS.ProcessEnv): string[];
export declare function engineInstruction(packages: string[]): string;
