import { useState } from 'react';
import { Flex } from 'antd';
import { OnFirstOpen, PageLoading, lazyNamed, useAuthStore } from '@navia/client-kit';
import { useStrategies } from '../api/get-strategies';
import { useFirstStrategyCreated } from '../hooks/use-first-strategy-created';
import { useStrategyDialogs } from '../hooks/use-strategy-dialogs';
import { useStrategyLimits } from '../hooks/use-strategy-limits';
import { serverErrorText } from '../model/error-text';
import type { StrategyTab } from '../model/strategy-card-rules';
import { GuidePromoCard } from './list/guide-promo-card';
import { StrategiesHeader } from './list/strategies-header';
import { StrategyList } from './list/strategy-list';
import { StateMessage } from './shared/state-message';

// The page's four dialogs are closed on arrival and load when first opened: with them, its first screen downloaded
// the date picker, select and radio (antd's heaviest components, shared by the shell in groups of their own) and the
// dialogs' own code before the list could paint (docs/performance.md, issue 16).
const StrategyGuideDialog = lazyNamed(() => import('./guide/strategy-guide-dialog'), 'StrategyGuideDialog');
const TemplatesDialog = lazyNamed(() => import('./templates/templates-dialog'), 'TemplatesDialog');
const LaunchStrategyDialog = lazyNamed(() => import('./launch/launch-strategy-dialog'), 'LaunchStrategyDialog');
const TrackManageDialog = lazyNamed(() => import('./manage/track-manage-dialog'), 'TrackManageDialog');

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
      <OnFirstOpen open={dialogs.guideOpen}>
        <StrategyGuideDialog open={dialogs.guideOpen} onClose={dialogs.closeGuide} onFinish={dialogs.finishGuide} />
      </OnFirstOpen>
      <OnFirstOpen open={dialogs.templates.open}>
        <TemplatesDialog
          key={dialogs.templates.session}
          open={dialogs.templates.open}
          initialFilters={dialogs.templates.filters}
          onClose={dialogs.closeTemplates}
          onLaunch={dialogs.openLaunch}
        />
      </OnFirstOpen>
      <OnFirstOpen open={dialogs.launchTemplate !== null}>
        <LaunchStrategyDialog template={dialogs.launchTemplate} onClose={dialogs.closeLaunch} onLaunched={dialogs.launched} />
      </OnFirstOpen>
      <OnFirstOpen open={dialogs.manageId !== null}>
        <TrackManageDialog strategyId={dialogs.manageId} onClose={dialogs.closeManage} />
      </OnFirstOpen>
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
