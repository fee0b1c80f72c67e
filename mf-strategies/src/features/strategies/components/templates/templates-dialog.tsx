import { useMemo, useState } from 'react';
import { Button, Flex, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PageLoading, useToast } from '@navia/client-kit';
import type { StrategyTemplateView } from '@navia/contracts';
import { useStrategies } from '../../api/get-strategies';
import { useStrategyTemplates } from '../../api/get-strategy-templates';
import { useBrandSetupComplete } from '../../hooks/use-brand-setup-complete';
import { useMediaQuery } from '@navia/client-kit';
import { NARROW_TEMPLATES_QUERY } from '../../hooks/breakpoints';
import { useStrategyLimits } from '../../hooks/use-strategy-limits';
import { templateAction, type TemplateAction } from '../../model/template-action';
import { matchesFilters, NO_FILTERS, type TemplateFilters } from '../../model/template-filters';
import { StateMessage } from '../shared/state-message';
import { PlanLimitBanner } from './plan-limit-banner';
import { TemplateCarousel } from './template-carousel';
import { TemplateFilterBar } from './template-filter-bar';

export const TEMPLATES_DIALOG_TITLE = 'Marketing Strategies';

interface TemplatesDialogProps {
  open: boolean;
  /** The guide's answers, or none (the header button). */
  initialFilters: TemplateFilters;
  onClose: () => void;
  onLaunch: (template: StrategyTemplateView) => void;
}

/** spec part 2 §2.3 "Marketing Strategies" templates dialog. */
export function TemplatesDialog({ open, initialFilters, onClose, onLaunch }: TemplatesDialogProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const narrow = useMediaQuery(NARROW_TEMPLATES_QUERY);
  const [filters, setFilters] = useState(initialFilters);
  const templates = useStrategyTemplates(open);
  const setup = useBrandSetupComplete(open);
  const { data: strategies } = useStrategies();
  const limits = useStrategyLimits(strategies);

  const filtered = useMemo(() => (templates.data ?? []).filter((t) => matchesFilters(t, filters)), [templates.data, filters]);

  const handleAction = (template: StrategyTemplateView, action: TemplateAction) => {
    if (action.kind === 'complete-setup') {
      toast({ title: 'Complete Your Brand Setup', description: 'Please complete your brand setup before creating your first strategy.', variant: 'warning' });
      onClose();
      navigate('/dashboard');
    } else if (action.kind === 'upgrade') {
      onClose();
      navigate('/pricing');
    } else {
      onLaunch(template);
    }
  };

  let body;
  if (templates.isPending || setup.isLoading) {
    body = <PageLoading text="Loading strategy templates..." />;
  } else if (templates.isError) {
    body = (
      <StateMessage
        role="alert"
        title="No strategy templates available"
        description="Templates could not be loaded"
        action={<Button onClick={onClose}>Close</Button>}
      />
    );
  } else if (templates.data.length === 0) {
    body = <StateMessage title="No strategies available" description="Check back soon for new strategies" />;
  } else if (filtered.length === 0) {
    body = (
      <StateMessage
        title="No strategies match your filters"
        description="Try adjusting your filter selection"
        action={<Button onClick={() => setFilters(NO_FILTERS)}>Clear Filters</Button>}
      />
    );
  } else {
    body = (
      <TemplateCarousel
        // A new filter result starts from its first template.
        key={`${filters.goal}/${filters.platform}`}
        templates={filtered}
        perView={narrow ? 1 : 2}
        actionFor={(template) => templateAction(template, { setupComplete: setup.complete, atLimit: limits.atLimit })}
        onAction={handleAction}
      />
    );
  }

  // spec: a full-screen card under 640 px, a modal otherwise; both keep the dialog role and focus handling.
  const layout = narrow
    ? {
        width: '100vw',
        style: { top: 0, margin: 0, maxWidth: '100vw', paddingBottom: 0 },
        styles: { container: { minHeight: '100vh', borderRadius: 0 } },
      }
    : { width: 880 };

  return (
    <Modal open={open} title={TEMPLATES_DIALOG_TITLE} onCancel={onClose} footer={null} destroyOnHidden {...layout}>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">Choose a strategy template to launch for your brand.</Typography.Text>
        {strategies && limits.atLimit && <PlanLimitBanner active={limits.active} max={limits.max} />}
        <TemplateFilterBar filters={filters} onChange={setFilters} />
        {body}
      </Flex>
    </Modal>
  );
}
