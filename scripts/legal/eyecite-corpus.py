#!/usr/bin/env python3
"""Runs Free Law Project's eyecite over tests/fixtures/legal/corpus/*.txt and stores what it finds, and how long
it took, in tests/fixtures/legal/corpus/eyecite.json (the reference for tests/unit/legal/citations/corpus.test.ts
and bench/citation-extraction.ts).

Made with:
  python3.11 -m venv /tmp/eyecite-venv && /tmp/eyecite-venv/bin/pip install eyecite
  /tmp/eyecite-venv/bin/python scripts/legal/eyecite-corpus.py [corpus-dir]
An optional directory (e.g. tests/fixtures/legal/held-out) is read instead of the corpus; eyecite.json is written there.
"""
import glob
import json
import os
import sys
import time
from importlib import metadata

import logging

from eyecite import get_citations
from eyecite.tokenizers import default_tokenizer

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')
corpus_dir = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(root, 'tests', 'fixtures', 'legal', 'corpus')
out_path = os.path.join(corpus_dir, 'eyecite.json')
logging.disable(logging.WARNING)  # eyecite logs "Unknown overlap case" for supra + short cite pairs
ROUNDS = int(os.environ.get('EYECITE_ROUNDS', '20'))

files = sorted(glob.glob(os.path.join(corpus_dir, '*.txt')))
texts = {os.path.basename(p): open(p, encoding='utf-8').read() for p in files}

documents = {}
for name, text in texts.items():
    found = []
    for c in get_citations(text, tokenizer=default_tokenizer):
        start, end = c.span()
        groups = {k: v for k, v in (c.groups or {}).items() if v is not None}
        found.append({
            'type': type(c).__name__,
            'start': start,
            'end': end,
            'text': text[start:end],
            'matched_text': c.matched_text(),
            'corrected': c.corrected_citation() if hasattr(c, 'corrected_citation') else None,
            'groups': groups,
        })
    documents[name] = found

# Throughput: all texts, several rounds, after one warm-up round (above).
started = time.perf_counter()
for _ in range(ROUNDS):
    for text in texts.values():
        get_citations(text, tokenizer=default_tokenizer)
elapsed = time.perf_counter() - started
total_chars = sum(len(t) for t in texts.values())

result = {
    'command': '/tmp/eyecite-venv/bin/python scripts/legal/eyecite-corpus.py '
               + ''.join(a + ' ' for a in sys.argv[1:]) + '(venv: python3.11 -m venv /tmp/eyecite-venv && /tmp/eyecite-venv/bin/pip install eyecite)',
    'eyecite': metadata.version('eyecite'),
    'reportersDb': metadata.version('reporters-db'),
    'python': sys.version.split()[0],
    'tokenizer': 'default_tokenizer',
    'timing': {'rounds': ROUNDS, 'chars': total_chars, 'seconds': elapsed,
               'charsPerSecond': total_chars * ROUNDS / elapsed},
    'documents': documents,
}
with open(out_path, 'w', encoding='utf-8') as f:
    json.dump(result, f, ensure_ascii=False, indent=1)
    f.write('\n')
print(f"{sum(len(v) for v in documents.values())} citations in {len(documents)} texts; "
      f"{result['timing']['charsPerSecond']:.0f} chars/s -> {out_path}")
