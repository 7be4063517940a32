#!/usr/bin/env python3
"""Writes domain/legal/citations/reporters.json from Free Law Project's reporters-db.

Made with:
  python3.11 -m venv /tmp/eyecite-venv && /tmp/eyecite-venv/bin/pip install eyecite   # brings reporters-db
  /tmp/eyecite-venv/bin/python scripts/legal/reporters-data.py

Compact form:
  source:     the reporters-db version
  editions:   canonical edition abbreviation -> [cite_type, start year or null, end year or null, reporter name]
  variations: variant spelling -> canonical edition
  laws:       law abbreviation (and its variations) -> [cite_type, jurisdiction]; from laws.json
"""
import json
import os
import sys
from importlib import metadata

import reporters_db

data_dir = os.path.join(os.path.dirname(reporters_db.__file__), 'data')
out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    os.path.dirname(__file__), '..', '..', 'domain', 'legal', 'citations', 'reporters.json')


def year(value):
    return int(value[:4]) if value else None


with open(os.path.join(data_dir, 'reporters.json'), encoding='utf-8') as f:
    reporters = json.load(f)
with open(os.path.join(data_dir, 'laws.json'), encoding='utf-8') as f:
    laws = json.load(f)

editions = {}
variations = {}
for entries in reporters.values():
    for entry in entries:
        for edition, span in entry['editions'].items():
            editions.setdefault(edition, [entry['cite_type'], year(span.get('start')), year(span.get('end')), entry['name']])
        for variant, canonical in entry.get('variations', {}).items():
            if variant not in editions:
                variations.setdefault(variant, canonical)

law_out = {}
for abbreviation, entries in laws.items():
    for entry in entries:
        law_out.setdefault(abbreviation, [entry['cite_type'], entry.get('jurisdiction')])
        for variant in entry.get('variations', []):
            law_out.setdefault(variant, [entry['cite_type'], entry.get('jurisdiction'), abbreviation])

result = {
    'source': 'reporters-db ' + metadata.version('reporters-db'),
    'editions': dict(sorted(editions.items())),
    'variations': dict(sorted(variations.items())),
    'laws': dict(sorted(law_out.items())),
}
with open(out, 'w', encoding='utf-8') as f:
    json.dump(result, f, ensure_ascii=False, separators=(',', ':'))
    f.write('\n')
print(f'{len(editions)} editions, {len(variations)} variations, {len(law_out)} laws -> {out}')
