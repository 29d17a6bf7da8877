// `npm run dev`: API with reload on :3001 and the Vite dev server on :3000 proxying to it.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@otousta/api'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@otousta/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: '3001' },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
