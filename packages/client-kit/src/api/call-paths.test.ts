import { TASKS_LIST_VIEW } from '@navia/contracts';
import { TASKS_LIST_VIEW_PARAM, taskPagePath } from './call-paths';

// call-paths.ts spells the tasks list's view itself (main.js carries the file and must not load the contracts):
// the spelling must stay the contracts' own, or the early first page and the page's own read would differ.
it("spells the tasks list's lean view as the contracts do", () => {
  expect(TASKS_LIST_VIEW_PARAM).toBe(TASKS_LIST_VIEW);
  expect(taskPagePath('b1', 0)).toBe(`/api/tasks?view=${TASKS_LIST_VIEW}&brandId=b1`);
  expect(taskPagePath(null, 50)).toBe(`/api/tasks?view=${TASKS_LIST_VIEW}&offset=50`);
});
