/** The Caselaw Access Project's static-file shapes (CasesMetadata.json entries and cases/{file_name}.json) for a fake case. */
import { fileName, type Corpus, type FakeCase } from './corpus';

export function capCaseMetadata(corpus: Corpus, kase: FakeCase) {
  const court = corpus.courts[kase.court]!;
  const jurisdiction = corpus.jurisdictions[court.jurisdiction]!;
  const pageOrder = Number(kase.firstPage);
  return {
    id: kase.capId,
    name: kase.name,
    name_abbreviation: kase.nameAbbreviation,
    decision_date: kase.decisionDate,
    docket_number: kase.docketNumber,
    first_page: kase.firstPage,
    last_page: kase.lastPage,
    citations: kase.citations,
    court: { name_abbreviation: court.nameAbbreviation, id: court.capId, name: court.name },
    jurisdiction: { id: jurisdiction.id, name_long: jurisdiction.name_long, name: jurisdiction.name },
    cites_to: [],
    analysis: { word_count: kase.opinions.reduce((n, o) => n + o.text.split(/\s+/).length, 0) },
    last_updated: '2023-12-01T00:00:00+00:00',
    provenance: { date_added: '2019-08-29', source: 'Harvard', batch: '2018' },
    file_name: fileName(kase, corpus.cases),
    first_page_order: pageOrder,
    last_page_order: Number(kase.lastPage),
  };
}

export function capCase(corpus: Corpus, kase: FakeCase) {
  return {
    ...capCaseMetadata(corpus, kase),
    casebody: {
      judges: kase.judges,
      parties: [kase.name],
      opinions: kase.opinions.map((o) => ({ text: o.text, type: o.type, author: o.author })),
      attorneys: [],
      corrections: '',
      head_matter: `${kase.name}\n${kase.headMatter}`,
    },
  };
}
