/// <reference types="vite/client" />

/** The bundle's version string, from package.json (vite `define`). */
declare const __STOREFRONT_VERSION__: string;
