export declare function serveFolder(
  root: string,
  prefix?: string,
): Promise<{ url: string; close: () => Promise<void> }>;
