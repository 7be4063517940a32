/**
 * Citation extraction against eyecite on the corpus (tests/fixtures/legal/corpus): precision and recall on the
 * citation types both recognise, and throughput relative to eyecite (eyecite's time is measured by
 * scripts/legal/eyecite-corpus.py and stored in eyecite.json; re-run it on the same machine for a fair ratio).
 *   npx tsx bench/citation-extraction.ts
 * An optional directory holding *.txt and their eyecite.json (made with eyecite-corpus.py <dir>) is measured instead:
 *   npx tsx bench/citation-extraction.ts tests/fixtures/legal/held-out
 */
import { resolve } from 'node:path';
import { extractCitations } from '../domain/legal/citations/extract';
import { compareWithEyecite, loadCorpus } from '../scripts/legal/compare-eyecite';

const directory = process.argv[2];
const { texts, eyecite } = loadCorpus(directory === undefined ? undefined : resolve(directory));
const comparison = compareWithEyecite(texts, eyecite);

const all = Object.values(texts);
for (const text of all) extractCitations(text); // warm-up
const rounds = eyecite.timing.rounds;
const started = performance.now();
let found = 0;
for (let r = 0; r < rounds; r++) for (const text of all) found += extractCitations(text).length;
const seconds = (performance.now() - started) / 1000;
const chars = all.reduce((n, t) => n + t.length, 0);
const charsPerSecond = (chars * rounds) / seconds;

console.log(`corpus${directory === undefined ? '' : ` ${directory}`}: ${all.length} texts, ${chars} characters; eyecite ${eyecite.eyecite} (reporters-db ${eyecite.reportersDb})`);
console.log(`compared citations: ours ${comparison.ours}, eyecite ${comparison.eyecite}`);
console.log(`precision ${comparison.precision.toFixed(3)} (${comparison.oursAgreeing}/${comparison.ours})`);
console.log(`recall    ${comparison.recall.toFixed(3)} (${comparison.eyeciteAgreeing}/${comparison.eyecite})`);
for (const d of comparison.disagreements) console.log(`  ${d.side}: ${d.type} "${d.text}" (${d.document})`);
console.log(`throughput: ours ${Math.round(charsPerSecond)} chars/s, eyecite ${Math.round(eyecite.timing.charsPerSecond)} chars/s`);
console.log(`throughput ratio (ours / eyecite): ${(charsPerSecond / eyecite.timing.charsPerSecond).toFixed(2)} (${found / rounds} citations per round)`);
