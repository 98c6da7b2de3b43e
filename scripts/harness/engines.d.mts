import type { Cookie } from './session.mjs';

export type EngineName = 'chromium' | 'firefox' | 'webkit';
export declare const ENGINES: EngineName[];
export declare const FIREFOX: string;

export interface OpenOptions {
  member?: boolean;
  viewport?: { width: number; height: number };
}

/** A page in one engine. Functions given to `run` and `waitFor` are sent as source: no closures. */
export interface EnginePage {
  engine: EngineName;
  goto(path: string): Promise<void>;
  /** The browser's Back. */
  back(): Promise<void>;
  run<T>(fn: (arg: never) => T | Promise<T>, arg?: unknown): Promise<T>;
  /** Polls `fn(arg)` in the page until it returns true (for at most `waitMs`, 30 s by default). */
  waitFor(fn: (arg: never) => boolean, arg?: unknown, what?: string, waitMs?: number): Promise<void>;
  /** A press of the primary button at the centre of the first element `selector` finds. */
  click(selector: string): Promise<void>;
  /** A key by its name: Escape, Enter, Tab, ArrowDown, ArrowUp, ArrowLeft, ArrowRight, Home, End. */
  press(key: string): Promise<void>;
  type(text: string): Promise<void>;
  /** The pointer pressed on `from`'s centre, moved in steps to `to`'s, released there. */
  drag(from: string, to: string): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  version: string;
  open(options?: OpenOptions): Promise<EnginePage>;
  /** Two tabs of one browsing session (cookies and storage shared); `close` of either closes both. */
  openTabs(options?: OpenOptions): Promise<[EnginePage, EnginePage]>;
  close(): Promise<void>;
}

export declare function launchEngine(
  name: EngineName,
  options: { base: string; tool?: string; extraCookies?: Cookie[] },
): Promise<Engine>;
