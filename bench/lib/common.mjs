// Shared by the benchmark's sections: the run's settings, its log, the numbers' helpers, and the run's
// context (the preview server's base URL, the browser, the results), set by bench/run.mjs before any
// section runs.
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { profiles } from './tiers.mjs';

export const ROOT = resolve(import.meta.dirname, '../..');
export const RUNS = Math.max(Number.parseInt(process.env.BENCH_RUNS ?? '5', 10) || 5, 1);
export const MOUNT_N = (process.env.BENCH_MOUNT_N ?? '30,100,1000').split(',').map(Number);
export const REQUEST_N = [1, 30, 100, 1000];
/**
 * BENCH_BEFORE=<commit>: the sections that compare (inp) run each case on that commit's build too
 * (bench/build.mjs `before`), interleaved with this checkout's, and report both.
 */
export const BEFORE = process.env.BENCH_BEFORE || null;
export const BUILDS = BEFORE ? ['before', 'now'] : ['now'];
/** A preview page's path on `build`: the earlier commit's build is asked for with `?build=before`. */
export const onBuild = (path, build) =>
  build === 'before' ? `${path}${path.includes('?') ? '&' : '?'}build=before` : path;

/** The phones the phone sections emulate (mobile, scroll, clicks, inp), each a profile of tiers.mjs. */
/** A comma-separated setting of the environment, or its default. */
export const list = (name, fallback) => (process.env[name] ?? fallback).split(',').filter(Boolean);
export const TIER_LIST = process.env.BENCH_TIERS ?? 'mid,low';

const started = Date.now();
export const secondsSinceStart = () => (Date.now() - started) / 1000;
export const log = (message) => console.error(`[bench ${secondsSinceStart().toFixed(0)}s] ${message}`);

/**
 * Set by bench/run.mjs: `base` (the preview's URL), `browser`, `calibration` (the machine's benchmark index
 * and the tiers' rates, measured once per run: tiers.mjs), and `results` (what each section found).
 */
export const ctx = { base: '', browser: null, calibration: null, results: {} };

/** The phone profiles of BENCH_TIERS, calibrated to this machine (bench/run.mjs measured it). */
export const phones = () => profiles(TIER_LIST, ctx.calibration, 'BENCH_TIERS');

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const round = (value, digits = 1) => Number(value.toFixed(digits));
export const kB = (bytes) => round(bytes / 1000, 1);
export const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;
