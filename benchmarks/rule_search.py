"""What asking the rulebook in your own words costs (``booray rules QUESTION``).

In fresh processes, taking turns so the machine's load falls on both alike, it times:

1. the baseline: the old word search (``rulebook.search``) over every question of the test set;
2. the full-text answer: building the in-memory SQLite FTS5 index and answering every question
   of the test set (``api.rule_search``), synonyms and typos included;

(both after loading the book from its Markdown, timed apart)

and prints the medians, their ratio and each side's peak memory. The index is built once per
process, so (2) minus (1) is what one ``booray rules QUESTION`` pays over the word search.

Run: ``python benchmarks/rule_search.py [--runs N]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

QUESTIONS = Path(__file__).resolve().parents[1] / "tests" / "api" / "rule_questions.txt"

CODE = """
import json, resource, sys, time
t = time.perf_counter()
questions = [line.partition("|")[2].strip() for line in open({path!r}, encoding="utf-8")
             if "|" in line and not line.startswith("#")]
from booray_ledger.rules import rulebook
imported = time.perf_counter()
if {full}:
    from booray_ledger.api.rule_search import rule_index
    index = rule_index()
    found = [index.ask(q).topics[:1] for q in questions]
else:
    found = [[s.topic for s in rulebook.search(q)][:1] for q in questions]
seconds = time.perf_counter() - imported
loading = imported - t
print(json.dumps({{"seconds": seconds, "loading": loading, "questions": len(questions),
                   "peak_kib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}}))
"""


def run(full: bool) -> dict[str, float]:
    """One fresh process: the import and the questions, timed inside it."""
    code = CODE.format(path=str(QUESTIONS), full=full)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    return json.loads(out)  # type: ignore[no-any-return]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    base, full = [], []
    for _ in range(runs):
        base.append(run(full=False))
        full.append(run(full=True))
    b = statistics.median(r["seconds"] for r in base)
    f = statistics.median(r["seconds"] for r in full)
    count = int(full[0]["questions"])
    load = statistics.median(r["loading"] for r in base + full)
    print(
        f"{count} questions, median of {runs} fresh processes each; loading the book (Markdown): {load * 1000:.1f} ms"
    )
    print(f"word search (baseline): {b * 1000:.1f} ms, peak {max(r['peak_kib'] for r in base) / 1024:.1f} MiB")
    print(f"FTS5 index + answers:   {f * 1000:.1f} ms, peak {max(r['peak_kib'] for r in full) / 1024:.1f} MiB")
    print(f"ratio: {f / b:.2f}x  ({(f - b) / count * 1000:.2f} ms per question over the baseline, index included)")


if __name__ == "__main__":
    main()
