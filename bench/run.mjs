// `npm run bench [name ...]`: builds what is stale, then runs the named benchmarks (every one when none is named,
// except the long soak run, which runs only when named).
// Each prints its results; docs/BENCHMARKS.md records them with the machine and date.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { buildIfNeeded, root } from '../scripts/lib.mjs';

const helpers = new Set(['run.mjs', 'server.mjs', 'measure.mjs', 'businesses.mjs', 'source-node.mjs']);
const available = readdirSync(new URL('.', import.meta.url))
  .filter((name) => name.endsWith('.mjs') && !helpers.has(name))
  .map((name) => name.replace(/\.mjs$/, ''));
const onlyWhenNamed = new Set(['soak']);
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = wanted.filter((name) => !available.includes(name));
if (unknown.length) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Available: ${available.join(', ')}`);
  process.exit(2);
}

buildIfNeeded();
for (const name of wanted.length ? wanted : available.filter((name) => !onlyWhenNamed.has(name))) {
  console.log(`\n— ${name} —`);
  const result = spawnSync(process.execPath, [`bench/${name}.mjs`], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
