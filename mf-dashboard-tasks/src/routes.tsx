import { Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@navia/client-kit';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { TasksPage } from './features/tasks/components/tasks-page';
import { CalendarPage } from './features/calendar/components/calendar-page';

/** Exposed as 'mf_dashboard_tasks/routes'; mounted by the shell at '/' for /, /dashboard, /tasks and /calendar. */
export default function DashboardTasksRoutes({ notFound }: RemoteProps) {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="tasks" element={<TasksPage />} />
      {/* Issue 17 (beyond the spec): the tasks by due date, and the ICS feed. */}
      <Route path="calendar" element={<CalendarPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
