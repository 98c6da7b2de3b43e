export declare const WEBKIT_DRIVER: string;

export interface WebDriverSession {
  /** MiniBrowser's WebKitGTK version. */
  version: string;
  /** One command of the session: `path` after `/session/{id}`. */
  send<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /** Runs the function source `fn` with `arg` in the page (awaited when it returns a promise); its JSON result. */
  run<T>(fn: string, arg?: unknown): Promise<T>;
  /** The element `selector` finds, as WebDriver's reference. */
  find(selector: string): Promise<string>;
  /** Input actions (the W3C Actions API), then their release. */
  actions(sources: unknown[]): Promise<void>;
  close(): Promise<void>;
}

export interface WebKitDriver {
  newSession(): Promise<WebDriverSession>;
  stop(): void;
}

export declare function startWebKitDriver(): Promise<WebKitDriver>;
