import { useCallback, useState } from 'react';
import type { StrategyTemplateView } from '@navia/contracts';
import { NO_FILTERS, type TemplateFilters } from '../model/template-filters';

/**
 * Which dialog of the strategies flow is open (spec part 2 §4 "Launch flow"): the guide hands its answers to the
 * templates dialog as filters; a template opens the launch dialog over the templates; a launch closes both.
 * `templatesSession` changes on every open so the templates dialog starts from the filters it is given.
 */
export function useStrategyDialogs() {
  const [guideOpen, setGuideOpen] = useState(false);
  const [templates, setTemplates] = useState<{ open: boolean; filters: TemplateFilters; session: number }>({
    open: false,
    filters: NO_FILTERS,
    session: 0,
  });
  const [launchTemplate, setLaunchTemplate] = useState<StrategyTemplateView | null>(null);
  const [manageId, setManageId] = useState<string | null>(null);

  const openTemplates = useCallback((filters: TemplateFilters = NO_FILTERS) => {
    setTemplates((t) => ({ open: true, filters, session: t.session + 1 }));
  }, []);
  const closeTemplates = useCallback(() => setTemplates((t) => ({ ...t, open: false })), []);

  return {
    guideOpen,
    openGuide: useCallback(() => setGuideOpen(true), []),
    closeGuide: useCallback(() => setGuideOpen(false), []),
    finishGuide: useCallback(
      (filters: TemplateFilters) => {
        setGuideOpen(false);
        openTemplates(filters);
      },
      [openTemplates],
    ),
    templates,
    openTemplates,
    closeTemplates,
    launchTemplate,
    openLaunch: setLaunchTemplate,
    closeLaunch: useCallback(() => setLaunchTemplate(null), []),
    launched: useCallback(() => {
      setLaunchTemplate(null);
      setTemplates((t) => ({ ...t, open: false }));
    }, []),
    manageId,
    openManage: setManageId,
    closeManage: useCallback(() => setManageId(null), []),
  };
}
