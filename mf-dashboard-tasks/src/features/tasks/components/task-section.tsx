import { useId, useState, type ReactNode } from 'react';
import { Button, Typography } from 'antd';
import type { SectionDefinition } from '../model/task-sections';
import { TaskIcon } from './task-icons';

interface TaskSectionProps {
  section: SectionDefinition;
  count: number;
  /** Pages still to load may add to it: the count reads '12+'. */
  growing?: boolean;
  children: ReactNode;
}

const LIST_STYLE = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 12,
  // One column at 375 px, more as the page widens.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
} as const;

/**
 * One section of the tasks page. A collapsible one (spec part 1 §2: all but Today) has its heading as a disclosure
 * button, so it opens and closes from the keyboard and says whether it is open.
 */
export function TaskSection({ section, count, growing = false, children }: TaskSectionProps) {
  const [open, setOpen] = useState(section.defaultOpen);
  const headingId = useId();
  const listId = useId();
  const label = `${section.title} (${count}${growing ? '+' : ''})`;

  return (
    <section aria-labelledby={headingId} style={{ minWidth: 0 }}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 18, margin: '0 0 8px' }}>
        {section.collapsible ? (
          <Button
            type="text"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
            icon={<TaskIcon kind="chevron" style={{ transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 0.2s' }} />}
            style={{ fontSize: 18, fontWeight: 600, paddingInline: 4, height: 'auto' }}
          >
            {label}
          </Button>
        ) : (
          label
        )}
      </Typography.Title>
      {/* The grid's display would override the hidden attribute, so a folded list renders no cards at all. */}
      <ul id={listId} hidden={!open} aria-labelledby={headingId} style={open ? LIST_STYLE : undefined}>
        {open && children}
      </ul>
    </section>
  );
}
