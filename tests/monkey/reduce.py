#!/usr/bin/env python3
"""Cuts a monkey finding down to a short script (delta debugging over its lines).

    tests/monkey/reduce.py BUILD/ug_monkey LOG 'words of the finding' > findings/NAME.txt

LOG is what `ug_monkey --log` wrote (every event played, up to the finding). A candidate script
keeps the finding when `ug_monkey --script` exits 1 and prints the given words, or when it
crashes (a signal or a sanitizer's exit) if the words are 'crash'. Chunks of lines are dropped
while the finding stays, halving the chunk each round, until no single line can go.
"""
import subprocess
import sys
import tempfile

tool, log, words = sys.argv[1], sys.argv[2], sys.argv[3]
catalogs = sys.argv[4] if len(sys.argv) > 4 else None
lines = [l for l in open(log) if l.strip() and not l.startswith('#')]


def keeps(candidate):
    with tempfile.NamedTemporaryFile('w', suffix='.txt', delete=False) as f:
        f.writelines(candidate)
    cmd = [tool, '--script', f.name] + (['--catalogs', catalogs] if catalogs else [])
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if words == 'crash':
        return r.returncode not in (0, 1, 2)
    return r.returncode == 1 and words in r.stdout


if not keeps(lines):
    sys.exit('reduce: the log does not show the finding')
chunk = max(1, len(lines) // 2)
while True:
    i = 0
    while i < len(lines):
        trial = lines[:i] + lines[i + chunk:]
        if trial and keeps(trial):
            lines = trial
        else:
            i += chunk
    if chunk == 1:
        break
    chunk = max(1, chunk // 2)
sys.stdout.writelines(lines)
print(f'reduce: {len(lines)} events', file=sys.stderr)
