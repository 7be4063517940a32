/**
 * The offline analyser scored on the accuracy corpus (tests/analysis-corpus): field accuracy per field and per
 * kind of message, false and missed events, and every wrong field. The target is ≥ 97 % of fields and no false
 * event; tests/unit/analysis/corpus-accuracy.test.ts asserts it.
 * The `held-out` folder, written after the analyser and never tuned on, is scored only when named.
 *   npx tsx bench/analyser-accuracy.ts [set-a|set-b|…|held-out …] [--quiet]
 */
import { analyseEmailOffline } from '../domain/analysis/offline-analyser';
import { loadCorpus } from '../tests/analysis-corpus/corpus';
import { formatReport, scoreCorpus } from '../tests/analysis-corpus/score';

const args = process.argv.slice(2);
const folders = args.filter((arg) => !arg.startsWith('--'));
const corpus = loadCorpus(folders.length ? folders : undefined);
const report = scoreCorpus(corpus, (message) => analyseEmailOffline(message.email));
console.log(formatReport(report, { misses: !args.includes('--quiet') }));
