import { Button, Result, Spin } from 'antd';
import { usePageTitle } from '../../navigation/usePageTitle';
import { usePreferences, useUpdatePreferences } from '../../settings/usePreferences';
import { useThemeVars } from '../../theme/useThemeVars';
import { DraftingPage } from './drafting/DraftingPage';
import { LEGAL_TABS, type LegalRoute } from './legalRoute';
import { CaseResearchPage } from './research/CaseResearchPage';
import { WritingStylePage } from './style/WritingStylePage';
import './legal.css';

/** A legal tab of the assistant page; with professional mode off, a short panel that turns it on. */
export function LegalArea({ route }: { route: LegalRoute }) {
  const label = LEGAL_TABS.find((tab) => tab.tab === route.tab)?.label ?? 'Legal research';
  usePageTitle(label);
  const vars = useThemeVars();
  const { preferences, isPending } = usePreferences();
  const update = useUpdatePreferences();

  let body;
  if (isPending) {
    body = (
      <div role="status" aria-label="Loading" className="legal-loading">
        <Spin />
      </div>
    );
  } else if (!preferences.professionalMode) {
    body = (
      <Result
        status="info"
        title={<h1 className="legal-off-title">{label} is part of professional mode</h1>}
        subTitle="Professional mode adds case research, drafting from your templates, and writing style to the assistant. It is off."
        extra={
          <Button type="primary" loading={update.isPending} onClick={() => update.mutate({ professionalMode: true })} data-testid="legal-turn-on">
            Turn on professional mode
          </Button>
        }
        data-testid="legal-off"
      />
    );
  } else if (route.tab === 'research') {
    body = <CaseResearchPage />;
  } else if (route.tab === 'drafting') {
    body = <DraftingPage documentId={route.documentId} />;
  } else {
    body = <WritingStylePage />;
  }

  return (
    <div className="legal-screen" style={vars} data-testid={`legal-${route.tab}`}>
      {body}
    </div>
  );
}
