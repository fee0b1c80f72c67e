// `npm run bench`: every recorded figure, one script after the other (they each start their own servers).
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib.mjs';

for (const script of ['startup.mjs', 'auth-me.mjs', 'index-html.mjs', 'sign-in-js.mjs', 'strategies-tasks-lists.mjs', 'dashboard-paint.mjs', 'tasks-page-render.mjs', 'content-writing.mjs', 'write-to-draft.mjs', 'task-execution-jobs.mjs', 'writer-quality.mjs', 'voice-score.mjs', 'route-data-start.mjs', 'dashboard-cls.mjs', 'export.mjs', 'long-tasks.mjs', 'signed-out-tap.mjs', 'lighthouse.mjs']) {
  console.log(`\n## ${script}`);
  const res = spawnSync(process.execPath, [`bench/${script}`], { cwd: ROOT, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
