#!/usr/bin/env python3
"""Cuts a registry made by `folio models import` down to what the harness's DAOs need.

    registry.py ERA FULL_REGISTRY OUT

Keeps the DAOs' classes (Country, Region, User of the era) and, transitively, the models and
enums their FObject, FObjectArray and Enum properties name (`of`), and adds the `daos` map
(countries, regions, users). Everything kept is as the import wrote it, with the import's
`"dateAtNoon"` (false for 2024: that tree's Java keeps a Date as written; the noon rule came in
2026).
"""
import json, sys

era, src, out = sys.argv[1:4]
pkg = {'2026': 'foam.core.auth', '2024': 'foam.nanos.auth'}[era]
daos = {'countries': f'{pkg}.Country', 'regions': f'{pkg}.Region', 'users': f'{pkg}.User'}
reg = json.load(open(src, encoding='utf-8'))
models = {m['class']: m for m in reg.get('models', [])}
enums = {e['class']: e for e in reg.get('enums', [])}
keep_m, keep_e, todo = set(), set(), list(daos.values())
while todo:
    c = todo.pop()
    if c in keep_m or c in keep_e:
        continue
    if c in enums:
        keep_e.add(c)
        continue
    if c not in models:
        sys.exit(f'registry.py: {c} is not in {src}')
    keep_m.add(c)
    for p in models[c].get('properties', []):
        if p.get('type') in ('FObject', 'FObjectArray', 'Enum') and p.get('of'):
            if p['of'] in models or p['of'] in enums:
                todo.append(p['of'])
res = {'models': [models[c] for c in sorted(keep_m)],
       'enums': [enums[c] for c in sorted(keep_e)],
       'daos': daos}
if 'dateAtNoon' in reg:
    res = {'dateAtNoon': reg['dateAtNoon'], **res}
with open(out, 'w', encoding='utf-8') as f:
    json.dump(res, f, indent=1, ensure_ascii=False)
    f.write('\n')
print(f'registry.py: {len(keep_m)} models, {len(keep_e)} enums -> {out}', file=sys.stderr)
