import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { formatActiveCap } from '../../model/plan-limits';

/** spec part 2 §2.3: the yellow banner at the plan's cap, with the upgrade link. */
export function PlanLimitBanner({ active, max }: { active: number; max: number }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={`${formatActiveCap(active, max)} Active Strategies`}
      description="You've reached the active strategy limit of your plan."
      action={
        <Link to="/pricing" style={{ fontWeight: 600 }}>
          Upgrade
        </Link>
      }
    />
  );
}
