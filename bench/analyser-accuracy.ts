/**
 * The offline analyser scored on the accuracy corpus (tests/analysis-corpus): field accuracy per field and per
 * kind of message, false and missed events, and every wrong field. The target is ≥ 97 % of fields and no false
 * event; tests/unit/analysis/corpus-accuracy.test.ts asserts it.
 *   npx tsx bench/analyser-accuracy.ts [set-a|set-b …] [--quiet]
 */
import { analyseEmailOffline } from '../domain/analysis/offline-analyser';
import { loadCorpus } from '../tests/analysis-corpus/corpus';
import { formatReport, scoreCorpus } from '../tests/analysis-corpus/score';

const args = process.argv.slice(2);
const sets = args.filter((arg) => arg.startsWith('set-'));
const corpus = loadCorpus().filter((message) => sets.length === 0 || sets.includes(message.set));
const report = scoreCorpus(corpus, (message) => analyseEmailOffline(message.email));
console.log(formatReport(report, { misses: !args.includes('--quiet') }));
