/// <reference types="vite/client" />

/** The bundle's version string, from package.json (vite `define`). */
declare const __STOREFRONT_VERSION__: string;

/**
 * True only in the benchmark's own build (bench/vite.config.ts): a render counter per island and the
 * one-root-per-island variant. False in the product build, so that code is tree-shaken out of dist/.
 */
declare const __SF_BENCH__: boolean;
