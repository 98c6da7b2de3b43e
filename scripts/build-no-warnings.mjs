// `npm run test:e2e` builds through this: `vite build --logLevel warn`, failing when Vite prints anything.
// At that level a clean build is silent, so any line is a warning somebody would otherwise learn to ignore
// (such as Vite 8's config loader's warning about every extensionless import reached from vite.config.ts).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const env = { ...process.env };
// The check must not be silenced by a developer's shell.
delete env.VITE_CONFIG_NATIVE_IGNORE_WARNING;

const run = spawnSync(
  process.execPath,
  [resolve(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
  { cwd: ROOT, env, encoding: 'utf8' },
);
const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();
if (output !== '') console.error(output);
if (run.status !== 0) process.exit(run.status ?? 1);
if (output !== '') {
  console.error(
    '\nvite build printed the warnings above: fix them (a clean build prints nothing at --logLevel warn).',
  );
  process.exit(1);
}
