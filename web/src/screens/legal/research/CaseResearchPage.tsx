import { Flex, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/ApiError';
import { GENERAL_RESEARCH } from '../common/caseWords';
import { useMatters, useSearchDetail } from '../state/useLegalQueries';
import { CaseResults } from './CaseResults';
import { SavedCasesPanel } from './SavedCasesPanel';
import { SearchForm } from './SearchForm';
import { SearchHistoryPanel } from './SearchHistoryPanel';
import { useResearchActions } from './useResearchActions';

/** /ai-assistant/research: search public case law, save results to matters, and reopen past searches (?search=id). */
export function CaseResearchPage() {
  const [params, setParams] = useSearchParams();
  const searchId = params.get('search');
  const open = (id: string) => setParams({ search: id });
  const actions = useResearchActions(open);
  const detail = useSearchDetail(searchId);
  const matters = useMatters();
  const matterList = matters.data ?? [];

  const searchError = actions.search.error ? errorMessage(actions.search.error) : detail.error && !detail.loading ? errorMessage(detail.error) : null;
  const saveTo = (matterId: string | null) => (matterId ? (matterList.find((matter) => matter.id === matterId)?.name ?? 'the matter') : GENERAL_RESEARCH);

  return (
    <Flex vertical gap={16}>
      <div>
        <h1 className="legal-title">Case research</h1>
        <Typography.Text type="secondary">Public case law from CourtListener and the Caselaw Access Project. Check every case before you rely on it.</Typography.Text>
      </div>
      <div className="legal-columns">
        <Flex vertical gap={16} style={{ minWidth: 0 }}>
          <section className="legal-panel" aria-label="Search case law">
            <SearchForm searching={actions.search.isPending} onSearch={(query) => actions.search.mutate(query)} />
          </section>
          <section className="legal-panel" aria-label="Results" aria-busy={actions.search.isPending || detail.loading}>
            <CaseResults
              search={actions.search.isPending ? undefined : detail.data}
              loading={actions.search.isPending || detail.loading}
              error={searchError}
              matters={matterList}
              savingId={actions.savingId}
              onSave={(result, matterId) => void actions.save(result, matterId, saveTo(matterId))}
            />
          </section>
        </Flex>
        <Flex vertical gap={16} style={{ minWidth: 0 }}>
          <SavedCasesPanel removingId={actions.removingId} onRemove={(saved) => void actions.remove(saved)} />
          <SearchHistoryPanel
            activeId={searchId}
            clearing={actions.clear.isPending}
            onOpen={(id) => {
              actions.search.reset();
              open(id);
            }}
            onClear={() => actions.clear.mutate()}
          />
        </Flex>
      </div>
    </Flex>
  );
}
