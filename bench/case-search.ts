/**
 * Case-law search latency with both services answering against the first (the Caselaw Access Project's static
 * files) failing, on the fake services on loopback (tests/support/fake-legal-services.ts): the product's
 * adapters and search rules (searchCaseLaw) with no cache, so every search goes to the services. Queries carry
 * a citation so that both services are asked. Scenarios:
 *   both      — both answer (the reporters list and the volume's metadata already read, as in a running app);
 *   cap-5xx   — the static files answer 503 (failed at once), CourtListener answers;
 *   cap-down  — the static files' host refuses connections (127.0.0.1:9), CourtListener answers.
 * Run once with no added latency and once with a per-request delay on the fake, like a remote service.
 * Prints p50/p95 per scenario and the ratio of each failing scenario's p50 to the both-answering p50. No assertions.
 *   npx tsx bench/case-search.ts [searches=200] [delayMs=0,25]
 */
import { createCaselawSource } from '../api/legal/case-law/caselaw-source';
import { createCourtListenerSource } from '../api/legal/case-law/courtlistener-source';
import { searchCaseLaw } from '../domain/legal/case-search/search';
import { startFakeLegalServices } from '../tests/support/fake-legal-services';
import { percentile } from './support/environment';

const SEARCHES = Number(process.argv[2] ?? 200);
const DELAYS = (process.argv[3] ?? '0,25').split(',').map(Number);
const QUERIES = ['347 U.S. 483', '384 U.S. 436', '40 Cal.4th 1313', '187 Cal. App. 4th 808', '61 Cal.4th 291'];

async function run(delayMs: number) {
  const fake = await startFakeLegalServices({ delayMs, token: 'bench' });
  const courtListener = createCourtListenerSource({ baseUrl: fake.courtListenerUrl, token: 'bench' });
  const scenarios = {
    both: createCaselawSource({ baseUrl: fake.caselawUrl }),
    'cap-5xx': createCaselawSource({ baseUrl: fake.caselawUrl }),
    'cap-down': createCaselawSource({ baseUrl: 'http://127.0.0.1:9' }),
  };
  // Warm up: the reporters list and volumes read once, connections opened.
  for (const query of QUERIES) await searchCaseLaw({ query }, { caselaw: scenarios.both, courtlistener: courtListener });

  const timings: Record<string, number[]> = {};
  for (const [name, caselaw] of Object.entries(scenarios)) {
    timings[name] = [];
    for (let i = 0; i < SEARCHES; i++) {
      if (name === 'cap-5xx') fake.failNext('caselaw', 503);
      const started = performance.now();
      const outcome = await searchCaseLaw({ query: QUERIES[i % QUERIES.length]! }, { caselaw, courtlistener: courtListener });
      timings[name]!.push(performance.now() - started);
      const expected = name === 'both' ? 'answered' : 'failed';
      if (outcome.sources.caselaw !== expected || outcome.sources.courtlistener !== 'answered') throw new Error(`${name}: unexpected outcome ${JSON.stringify(outcome.sources)}`);
    }
  }
  await fake.close();
  return timings;
}

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
for (const delay of DELAYS) {
  const timings = await run(delay);
  const base = percentile(timings.both!, 0.5);
  console.log(`\nfake delay ${delay} ms per request, ${SEARCHES} searches per scenario`);
  for (const [name, samples] of Object.entries(timings)) {
    const p50 = percentile(samples, 0.5);
    console.log(`  ${name.padEnd(9)} p50 ${fmt(p50).padStart(10)}  p95 ${fmt(percentile(samples, 0.95)).padStart(10)}  ratio to both (p50) ${(p50 / base).toFixed(2)}`);
  }
}
