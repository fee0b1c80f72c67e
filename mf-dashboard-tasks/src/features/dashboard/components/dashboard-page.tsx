import { useCallback, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { useAuthStore, useFirstVisit } from '@navia/client-kit';
import { CompletionCheckmark } from '../../tasks/components/completion-checkmark';
import { useSupportUrl } from '../hooks/use-support-url';
import { BrandSetupCard } from './brand-setup-card';
import { NewsFeedCard } from './news-feed-card';
import { TodaysTasksCard } from './todays-tasks-card';

function HelpIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9.5" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6" />
      <path d="M12 17.2h.01" />
    </svg>
  );
}

/**
 * spec part 1 §2 "Dashboard" (/ and /dashboard): the welcome line with the first name ('User' when there is none):
 * 'Welcome, {name}' on the first view after onboarding, 'Welcome back, {name}' on every later one (useFirstVisit),
 * Help (the support page, in a new tab), the brand-setup card, Today's Tasks and the News Feed.
 */
export function DashboardPage() {
  const firstName = useAuthStore((s) => s.user?.firstName);
  const firstVisit = useFirstVisit(useAuthStore((s) => s.user?.id));
  const supportUrl = useSupportUrl();
  const [checkmark, setCheckmark] = useState<number | null>(null);
  const playCheckmark = useCallback(() => setCheckmark((key) => (key ?? 0) + 1), []);
  const hideCheckmark = useCallback(() => setCheckmark(null), []);

  return (
    <Flex vertical gap={16} style={{ minWidth: 0, maxWidth: 1200 }}>
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Title level={1} style={{ margin: 0 }}>
            {`${firstVisit ? 'Welcome' : 'Welcome back'}, ${firstName || 'User'}`}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            Here is what is on your plate today.
          </Typography.Paragraph>
        </Flex>
        <Button href={supportUrl} target="_blank" rel="noopener noreferrer" icon={<HelpIcon />}>
          Help
        </Button>
      </Flex>
      <BrandSetupCard />
      {/* Two columns when there is room for both, one under 900 px or so. */}
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))', alignItems: 'start' }}>
        <TodaysTasksCard onCompleted={playCheckmark} />
        <NewsFeedCard />
      </div>
      {checkmark !== null && <CompletionCheckmark playKey={checkmark} onDone={hideCheckmark} />}
    </Flex>
  );
}
