"""What asking the rulebook in your own words costs (``booray rules QUESTION``).

In fresh processes, taking turns so the machine's load falls on both alike, it times:

1. the baseline: the old word search (``rulebook.search``) over every question of the test set;
2. the full-text answer: building the in-memory SQLite FTS5 index and answering every question
   of the test set (``api.rule_search``), synonyms and typos included;

(both after loading the book from its Markdown, timed apart)

and prints the medians, their ratio and each side's peak memory. The index is built once per
process, so (2) minus (1) is what one ``booray rules QUESTION`` pays over the word search.

With ``--languages``, it times instead, for every language with a book, in fresh processes
taking turns: reading that language's book, building its index (Malayalam's by trigrams, the
others' over stems) and answering that language's questions
(``tests/api/rule_questions_languages.txt``; English's from the English set), and prints each
against English: what one ``booray --lang CODE rules QUESTION`` pays for its language.

Run: ``python benchmarks/rule_search.py [--runs N] [--languages]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

QUESTIONS = Path(__file__).resolve().parents[1] / "tests" / "api" / "rule_questions.txt"
LANGUAGE_QUESTIONS = QUESTIONS.with_name("rule_questions_languages.txt")

LANGUAGE_CODE = """
import json, time
lang = {lang!r}
if lang == "en":
    questions = [line.partition("|")[2].strip() for line in open({english!r}, encoding="utf-8")
                 if "|" in line and not line.startswith("#")][:10]
else:
    questions = [line.split("|")[2].strip() for line in open({path!r}, encoding="utf-8")
                 if line.startswith(lang + " |")]
t = time.perf_counter()
from booray_ledger.rules import rulebook
from booray_ledger.api.rule_search import rule_index
rulebook.book(lang)
read = time.perf_counter()
index = rule_index(lang)
built = time.perf_counter()
found = [index.ask(q).topics[:1] for q in questions]
done = time.perf_counter()
print(json.dumps({{"read": read - t, "build": built - read, "answer": (done - built) / len(questions),
                   "questions": len(questions)}}))
"""

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


def run_language(lang: str) -> dict[str, float]:
    """One fresh process: the book of ``lang`` read, its index built, its questions answered."""
    code = LANGUAGE_CODE.format(lang=lang, english=str(QUESTIONS), path=str(LANGUAGE_QUESTIONS))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    return json.loads(out)  # type: ignore[no-any-return]


def languages(runs: int) -> None:
    """Every language's book read, indexed and asked, against English's."""
    from booray_ledger.rules import rulebook

    codes = rulebook.languages()
    found: dict[str, list[dict[str, float]]] = {code: [] for code in codes}
    for _ in range(runs):
        for code in codes:
            found[code].append(run_language(code))
    med = {c: {k: statistics.median(r[k] for r in rs) for k in ("read", "build", "answer")} for c, rs in found.items()}
    english = med["en"]
    print(f"median of {runs} fresh processes each; book read, index built, one question answered:")
    for code in codes:
        m = med[code]
        total, base = m["read"] + m["build"] + m["answer"], english["read"] + english["build"] + english["answer"]
        print(
            f"{code}: read {m['read'] * 1000:6.1f} ms  index {m['build'] * 1000:6.1f} ms  "
            f"question {m['answer'] * 1000:5.1f} ms  ({int(found[code][0]['questions'])} asked)  "
            f"ratio vs English {total / base:.2f}x"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--languages", action="store_true", help="every language's book against English's")
    options = parser.parse_args()
    runs = options.runs
    if options.languages:
        languages(runs)
        return
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
