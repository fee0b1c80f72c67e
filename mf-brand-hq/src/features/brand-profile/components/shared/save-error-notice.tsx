import { Alert } from 'antd';
import type { SaveErrorView } from '../../model/save-error';
import { PlanLimitNotice } from './plan-limit-notice';

/** The last failed save of a block: a plan cap offers the upgrade, anything else says what the server said. */
export function SaveErrorNotice({ error }: { error: SaveErrorView | null }) {
  if (!error) return null;
  if (error.planLimit) return <PlanLimitNotice message={error.message} />;
  return <Alert type="error" showIcon title={error.message} />;
}
