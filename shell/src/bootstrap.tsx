// The app's code, once downloaded, is evaluated in stages, each in a task of its own (issue 16): evaluated whole, as
// the static imports of one module, it was one task of 100–200 ms at 4x CPU when the first screen's last chunk
// arrived, the longest of a signed-in load after main.js's. The "eager" imports keep every module in the first
// screen's chunks (nothing more is fetched, and nothing later); they only decide when each part is evaluated: React's
// DOM renderer, then the client kit (antd's first-screen components, zod and the contracts), then the app itself.
import { inTasksOfTheirOwn } from './in-tasks-of-their-own';

inTasksOfTheirOwn([
  () => void import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => void import(/* webpackMode: "eager" */ '@navia/client-kit'),
  () => void import(/* webpackMode: "eager" */ './start-app'),
]);
