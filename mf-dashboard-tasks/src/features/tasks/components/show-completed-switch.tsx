import { useId } from 'react';
import { Flex, Switch } from 'antd';
import { setShowCompleted, useTasksViewStore } from '../stores/tasks-view-store';

/** spec part 1 §2: 'Show completed tasks', on by default, saved locally. */
export function ShowCompletedSwitch() {
  const id = useId();
  const checked = useTasksViewStore((s) => s.showCompleted);
  return (
    <Flex align="center" gap={8}>
      <Switch id={id} checked={checked} onChange={setShowCompleted} />
      <label htmlFor={id} style={{ cursor: 'pointer' }}>
        Show completed tasks
      </label>
    </Flex>
  );
}
