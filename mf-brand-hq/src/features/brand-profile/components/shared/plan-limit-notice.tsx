import { Alert } from 'antd';
import { Link } from 'react-router-dom';

/** A plan cap: the message and an 'Upgrade' link to /pricing (spec part 2 §1 'Upgrades go to /pricing'). */
export function PlanLimitNotice({ message }: { message: string }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={message}
      action={
        <Link to="/pricing" style={{ fontWeight: 600 }}>
          Upgrade
        </Link>
      }
    />
  );
}
