// The builds the browser suites use, made once before them and side by side: `npm test`, `npm run test:e2e` and
// `npm run test:engines` run this first. Usage: node scripts/build-for-suites.mjs [dist] [workshop] (both by
// default):
//   dist      `vite build --logLevel warn`, failing when Vite prints anything: at that level a clean build is
//             silent, so any line is a warning somebody would otherwise learn to ignore (such as Vite 8's
//             config loader's warning about every extensionless import reached from vite.config.ts)
//   workshop  storybook-static/, the static workshop (workshop-static.e2e.ts serves it from a sub-path)
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const env = { ...process.env };
// The check must not be silenced by a developer's shell.
delete env.VITE_CONFIG_NATIVE_IGNORE_WARNING;

const BUILDS = {
  dist: [resolve(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
  workshop: [
    resolve(ROOT, 'node_modules/storybook/dist/bin/dispatcher.js'),
    'build',
    '--quiet',
    '--output-dir',
    resolve(ROOT, 'storybook-static'),
  ],
};

/** Runs one build; resolves with what it printed and its exit status. */
const run = (name) =>
  new Promise((done) => {
    const child = spawn(process.execPath, BUILDS[name], { cwd: ROOT, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => done({ name, output: output.trim(), status }));
  });

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in BUILDS));
if (unknown.length > 0) {
  console.error(
    `build-for-suites: no build ${unknown.join(', ')} (known: ${Object.keys(BUILDS).join(', ')})`,
  );
  process.exit(2);
}
const results = await Promise.all((wanted.length > 0 ? wanted : Object.keys(BUILDS)).map(run));
let failed = false;
for (const { name, output, status } of results) {
  if (status !== 0) {
    failed = true;
    console.error(`${output}\nthe ${name} build failed (exit ${status})`);
  } else if (name === 'dist' && output !== '') {
    failed = true;
    console.error(
      `${output}\n\nvite build printed the warnings above: fix them (a clean build prints nothing at --logLevel warn).`,
    );
  }
}
process.exit(failed ? 1 : 0);
