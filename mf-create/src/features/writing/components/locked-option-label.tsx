import { Flex } from 'antd';
import { VISUALLY_HIDDEN } from '@navia/client-kit';
import { CrownIcon } from './icons';

/**
 * An option the plan does not open, as the workspace's selects show it: dimmed, with a crown, and "(requires
 * upgrade)" for screen readers. It stays choosable: choosing it is answered with the upgrade toast.
 */
export function LockedOptionLabel({ name }: { name: string }) {
  return (
    <Flex align="center" gap={6} style={{ opacity: 0.55 }}>
      <span>{name}</span>
      <span style={{ color: '#d48806', display: 'inline-flex' }}>
        <CrownIcon />
      </span>
      <span style={VISUALLY_HIDDEN}>(requires upgrade)</span>
    </Flex>
  );
}
