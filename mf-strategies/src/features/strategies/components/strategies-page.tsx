import { useState } from 'react';
import { Flex } from 'antd';
import { PageLoading, useAuthStore } from '@navia/client-kit';
import { useStrategies } from '../api/get-strategies';
import { useFirstStrategyCreated } from '../hooks/use-first-strategy-created';
import { useStrategyDialogs } from '../hooks/use-strategy-dialogs';
import { useStrategyLimits } from '../hooks/use-strategy-limits';
import { serverErrorText } from '../model/error-text';
import type { StrategyTab } from '../model/strategy-card-rules';
import { StrategyGuideDialog } from './guide/strategy-guide-dialog';
import { LaunchStrategyDialog } from './launch/launch-strategy-dialog';
import { GuidePromoCard } from './list/guide-promo-card';
import { StrategiesHeader } from './list/strategies-header';
import { StrategyList } from './list/strategy-list';
import { TrackManageDialog } from './manage/track-manage-dialog';
import { StateMessage } from './shared/state-message';
import { TemplatesDialog } from './templates/templates-dialog';

export const STRATEGIES_LOADING = 'Loading strategies...';

/** The signed-in page: list, guide, templates, launch and Track & Manage (spec part 2 §2.1–§2.5). */
function SignedInStrategies() {
  const { data: strategies, isPending, isError, error, brandsLoading } = useStrategies();
  const limits = useStrategyLimits(strategies);
  const dialogs = useStrategyDialogs();
  const [tab, setTab] = useState<StrategyTab>('all');
  useFirstStrategyCreated();

  let content;
  if (isError) {
    content = <StateMessage role="alert" title="Error loading strategies" description={serverErrorText(error)} />;
  } else if (isPending || brandsLoading || !strategies) {
    content = <PageLoading text={STRATEGIES_LOADING} />;
  } else {
    content = (
      <>
        {limits.active === 0 && <GuidePromoCard onOpenGuide={dialogs.openGuide} />}
        <StrategyList strategies={strategies} tab={tab} onTabChange={setTab} onManage={dialogs.openManage} />
      </>
    );
  }

  return (
    <Flex vertical gap={16} style={{ minWidth: 0 }}>
      <StrategiesHeader limits={strategies ? limits : undefined} onLaunch={() => dialogs.openTemplates()} />
      {content}
      <StrategyGuideDialog open={dialogs.guideOpen} onClose={dialogs.closeGuide} onFinish={dialogs.finishGuide} />
      <TemplatesDialog
        key={dialogs.templates.session}
        open={dialogs.templates.open}
        initialFilters={dialogs.templates.filters}
        onClose={dialogs.closeTemplates}
        onLaunch={dialogs.openLaunch}
      />
      <LaunchStrategyDialog template={dialogs.launchTemplate} onClose={dialogs.closeLaunch} onLaunched={dialogs.launched} />
      <TrackManageDialog strategyId={dialogs.manageId} onClose={dialogs.closeManage} />
    </Flex>
  );
}

/** spec part 2 §2.1 (/strategies). */
export function StrategiesPage() {
  const status = useAuthStore((s) => s.status);
  if (status === 'signedIn') return <SignedInStrategies />;
  return (
    <Flex vertical gap={16}>
      <StrategiesHeader />
      {status === 'loading' ? (
        <PageLoading text={STRATEGIES_LOADING} />
      ) : (
        <StateMessage title="Please sign in to view strategies" />
      )}
    </Flex>
  );
}
