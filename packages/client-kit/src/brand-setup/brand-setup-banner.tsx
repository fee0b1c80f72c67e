import { useId, useState, type CSSProperties } from 'react';
import { Button, Flex, Progress, Typography, theme } from 'antd';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { userBrandsQuery } from '../brand/use-active-brand';
import { NaviaTooltip } from '../ui/navia-tooltip';
import { useBrandSetupAnalytics } from './brand-setup-analytics';
import { brandSetupTargets, DASHBOARD_PATH } from './brand-setup-navigation';
import { brandSetupProgressQuery, useBrandSetupProgress } from './use-brand-setup-progress';

export const BRAND_SETUP_BANNER_TITLE = 'Complete Your Brand Setup';

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2.2}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {direction === 'left' ? <path d="M19 12H5M11 6l-6 6 6 6" /> : <path d="M5 12h14M13 6l6 6-6 6" />}
    </svg>
  );
}

export interface BrandSetupBannerProps {
  /**
   * The page the arrows count from, when it is not the address: a path that shows a step's page under another
   * address (Brand Headquarters' index shows Who You Are) passes that step's navigationPath. Defaults to the router
   * location.
   */
  currentPath?: string;
}

const settled = () => undefined;

/** Neither an answer nor a failure yet (a read that failed once is not waited for again: the bar then stays away). */
function neverAnswered(queryClient: QueryClient, queryKey: QueryKey): boolean {
  const state = queryClient.getQueryState(queryKey);
  return state?.data === undefined && (state?.errorUpdateCount ?? 0) === 0;
}

/**
 * What the banner's first render waits for, if anything: the user's brands (which say whose progress to read), then
 * the progress's first answer. Null when there is nothing to wait for: an answer or a failure is in, or there is no
 * brand to read for (signed out, no brands).
 */
function firstAnswer(queryClient: QueryClient, brandsLoading: boolean, brandId: string | null): Promise<void> | null {
  if (brandsLoading) {
    const brands = userBrandsQuery();
    return neverAnswered(queryClient, brands.queryKey) ? queryClient.ensureQueryData(brands).then(settled, settled) : null;
  }
  if (brandId === null) return null;
  // fetchQuery joins the read already on its way (the shell starts it with the route), else starts it.
  const progress = brandSetupProgressQuery(brandId, false);
  return neverAnswered(queryClient, progress.queryKey) ? queryClient.fetchQuery(progress).then(settled, settled) : null;
}

/**
 * spec part 1 §2 "Brand-setup progress card and banner", part 2 §2.7: a sticky bar at the top of the strategies and
 * brand pages with the setup progress and arrows through the incomplete steps. Renders nothing when the progress
 * failed and once setup is at 100 percent. It also sends the brand-setup analytics one-shots, which is why it stays
 * mounted (rendering nothing) at 100 percent.
 *
 * Its first render suspends until the first answer, so the page below it (inside the same Suspense boundary) appears
 * with it: a bar arriving above a page already drawn pushed the page down under the reader's finger (a tap on Launch
 * a Strategy landing on the banner, issue 16). Only the first: later reads (another brand, a refresh) keep the page
 * on screen and leave the bar as it is until they answer.
 */
export function BrandSetupBanner({ currentPath }: BrandSetupBannerProps = {}) {
  const { token } = theme.useToken();
  const titleId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { data, isError, brandId, brandsLoading } = useBrandSetupProgress();
  // Set at the first render with nothing to wait for (React's "information from previous renders"): from then on
  // the banner never hides the page again.
  const [answered, setAnswered] = useState(false);
  useBrandSetupAnalytics(data, brandId);
  const waiting = answered ? null : firstAnswer(queryClient, brandsLoading, brandId);
  // Suspense's contract for a library without `use`: the render is retried when the thrown promise settles.
  if (waiting) throw waiting;
  if (!answered) setAnswered(true);

  const progress = data?.progress;
  if (!progress || isError || progress.steps.length === 0 || progress.summary.percentage >= 100) return null;

  const { completed, total, percentage } = progress.summary;
  const { previous, next, highlightNext } = brandSetupTargets(progress.steps, currentPath ?? pathname);

  const barStyle: CSSProperties = {
    position: 'sticky',
    top: 0,
    // Under the nav rail (z-index 10), whose flyouts open over the page.
    zIndex: 5,
    marginBottom: 16,
    padding: '8px 12px',
    background: token.colorBgContainer,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    boxShadow: token.boxShadowTertiary,
  };

  return (
    <section aria-labelledby={titleId} style={barStyle}>
      <Flex align="center" gap={12}>
        <NaviaTooltip title={previous ? `Back: ${previous.title}` : 'Back to Dashboard'}>
          <Button
            shape="circle"
            aria-label="Previous setup step"
            icon={<Arrow direction="left" />}
            onClick={() => navigate(previous ? previous.navigationPath : DASHBOARD_PATH)}
          />
        </NaviaTooltip>
        <Flex vertical style={{ flex: '1 1 auto', minWidth: 0 }}>
          <Flex justify="space-between" align="baseline" gap={8} wrap>
            <Typography.Text strong id={titleId}>
              {BRAND_SETUP_BANNER_TITLE}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              <span>{`${completed}/${total}`}</span>
              <span aria-hidden="true"> · </span>
              <span>{`${percentage}%`}</span>
            </Typography.Text>
          </Flex>
          <Progress percent={percentage} showInfo={false} size="small" aria-label="Brand setup progress" style={{ margin: 0 }} />
        </Flex>
        <NaviaTooltip title={next ? `Next: ${next.title}` : 'No other setup step to open'}>
          <Button
            shape="circle"
            type={highlightNext ? 'primary' : 'default'}
            aria-label="Next setup step"
            icon={<Arrow direction="right" />}
            disabled={!next}
            onClick={() => next && navigate(next.navigationPath)}
          />
        </NaviaTooltip>
      </Flex>
    </section>
  );
}
