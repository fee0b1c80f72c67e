import { Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@navia/client-kit';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { TasksPage } from './features/tasks/components/tasks-page';

/** Exposed as 'mf_dashboard_tasks/routes'; mounted by the shell at '/' for /, /dashboard and /tasks. */
export default function DashboardTasksRoutes({ notFound }: RemoteProps) {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="tasks" element={<TasksPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
