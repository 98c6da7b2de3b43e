// Phone tiers calibrated to this machine, as Chrome DevTools calibrates its CPU presets: the machine's
// benchmark index is measured with Lighthouse's own `computeBenchmarkIndex` (core/lib/page-functions.js, the
// function Lighthouse's gatherer evaluates in the page over Runtime.evaluate), and a tier's CPU rate is the
// index over the tier's score: 1000 for a mid-tier phone (DevTools: a Pixel 5), 264 for a low-tier one
// (a Moto G4 Power 2022). Each tier has Lighthouse's mobile network and phone screen (throttle.mjs). The
// index is the best of five runs in a blank page of the launched Chromium: other work on the machine only
// lowers it. DevTools bisects the rate until the benchmark under it scores the tier; the bench takes the
// ratio (TIER_CHECK=1 prints what the benchmark scores under each rate, the ratio's error on this machine).
//
// Environment (shared by npm run bench, npm run lighthouse and bench/trace.mjs):
//   TIER_INDEX=n   use n as the machine's index instead of measuring it (the same rates across runs)
//   TIER_CHECK=1   after measuring, run the benchmark once under each tier's rate and print its index
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { LIGHTHOUSE_DEFAULT, MOBILE_NETWORK, PHONE_SCREEN } from './throttle.mjs';

/** Chrome DevTools' calibration targets (panels/mobile_throttling/CalibrationController). */
export const TIER_SCORES = { mid: 1000, low: 264 };
/** Every profile a phone probe may name: the two tiers, and Lighthouse's fixed 4x for comparisons with its report. */
export const PROFILE_NAMES = [...Object.keys(TIER_SCORES), LIGHTHOUSE_DEFAULT.name];
const INDEX_RUNS = 5;

/** One run of Lighthouse's benchmark on the page of `cdp`, as its gatherer runs it (Runtime.evaluate, by value). */
export async function benchmarkIndexOnce(cdp) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression: `(() => (${pageFunctions.computeBenchmarkIndex.toString()})())()`,
    returnByValue: true,
    awaitPromise: true,
  });
  if (exceptionDetails || !Number.isFinite(result?.value))
    throw new Error(`computeBenchmarkIndex: ${exceptionDetails?.text ?? JSON.stringify(result)}`);
  return result.value;
}

/** The rate that makes this machine's index the tier's score; under 1 (a slower machine) it is 1. */
export function tierFor(name, index) {
  const score = TIER_SCORES[name];
  const exact = index / score;
  const rate = Math.max(1, Math.round(exact * 100) / 100);
  return {
    name,
    label: `${name} tier`,
    score,
    index,
    rate,
    cpu: rate,
    clamped: exact < 1,
    ...MOBILE_NETWORK,
    contextOptions: PHONE_SCREEN,
  };
}

/** The command line that ran: its settings (environment variables with these prefixes) and `tail`. */
export function commandLine(prefixes, tail) {
  const settings = Object.entries(process.env)
    .filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix)))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`);
  return [...settings, tail].join(' ');
}

/**
 * Measures this machine's benchmark index in a blank page of `browser` (playwright-core, launched or
 * connected over CDP), best of five (or TIER_INDEX), and returns the tiers: `{ index, runs, given, tiers:
 * { mid, low }, checks, lines }`. `lines`: what to print.
 */
export async function calibrate(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const given = process.env.TIER_INDEX ? Number(process.env.TIER_INDEX) : null;
  if (given !== null && !(given > 0))
    throw new Error(`TIER_INDEX: not a positive number: ${process.env.TIER_INDEX}`);
  const runs = [];
  if (given === null) for (let i = 0; i < INDEX_RUNS; i++) runs.push(await benchmarkIndexOnce(cdp));
  const index = given ?? Math.max(...runs);
  const tiers = Object.fromEntries(Object.keys(TIER_SCORES).map((name) => [name, tierFor(name, index)]));
  const checks = {};
  if (process.env.TIER_CHECK === '1') {
    for (const tier of Object.values(tiers)) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: tier.rate });
      checks[tier.name] = await benchmarkIndexOnce(cdp);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  await context.close();
  const lines = [
    given === null
      ? `host benchmark index ${index} (Lighthouse's computeBenchmarkIndex in a blank page of Chromium ${browser.version()}, best of ${INDEX_RUNS}: ${runs.join(', ')})`
      : `host benchmark index ${index} (given by TIER_INDEX, not measured)`,
    ...Object.values(tiers).map(
      (tier) =>
        `${tier.label}: index ${tier.score} → CPU ${tier.rate}x slower` +
        (tier.clamped
          ? ` (this machine scores under ${tier.score}: its CPU is not slowed, rate 1, and runs slower than the tier)`
          : '') +
        (checks[tier.name] === undefined ? '' : `; the benchmark under that rate: ${checks[tier.name]}`),
    ),
  ];
  return { index, runs, given: given !== null, tiers, checks, lines };
}

/** The profiles named in `list` (comma-separated: mid, low, lighthouse-default), from a calibration. */
export function profiles(list, calibration, variable) {
  const names = list.split(',').filter(Boolean);
  const unknown = names.filter((name) => !PROFILE_NAMES.includes(name));
  if (unknown.length > 0)
    throw new Error(
      `${variable}: no phone profile ${unknown.join(', ')} (known: ${PROFILE_NAMES.join(', ')})`,
    );
  return names.map((name) =>
    name === LIGHTHOUSE_DEFAULT.name ? LIGHTHOUSE_DEFAULT : calibration.tiers[name],
  );
}

/** A profile as a table names it: "mid tier (index 1000, CPU 2.8x on a host of 2801.5)". */
export function describe(profile) {
  if (profile.name === LIGHTHOUSE_DEFAULT.name) return `${profile.label}, not calibrated`;
  return `${profile.label} (index ${profile.score}: CPU ${profile.rate}x on a host of ${profile.index}${profile.clamped ? ', not slowed' : ''})`;
}

/** The calibration as results.json keeps it. */
export function calibrationRecord(calibration, command) {
  return {
    command,
    index: calibration.index,
    indexRuns: calibration.runs,
    indexGiven: calibration.given,
    rates: Object.fromEntries(Object.values(calibration.tiers).map((t) => [t.name, t.rate])),
    scores: TIER_SCORES,
    clamped: Object.values(calibration.tiers)
      .filter((t) => t.clamped)
      .map((t) => t.name),
    indexUnderRate: calibration.checks,
  };
}
