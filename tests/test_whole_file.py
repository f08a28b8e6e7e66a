"""Writing a file whole or not at all: a failure leaves the previous file and no temporary file."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from booray_ledger import whole_file


def test_a_finished_write_replaces_the_file(tmp_path: Path) -> None:
    target = tmp_path / "out.csv"
    target.write_text("old\n", encoding="utf-8")
    whole_file.write_text(target, "new\n")
    assert target.read_text(encoding="utf-8") == "new\n"
    assert [p.name for p in tmp_path.iterdir()] == ["out.csv"]


def test_a_failed_write_leaves_the_old_file_and_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "friday.db"
    target.write_bytes(b"the old backup")
    with pytest.raises(RuntimeError, match="the copy does not check out"), whole_file.replacing(target) as temp:
        Path(temp).write_bytes(b"half a copy")
        raise RuntimeError("the copy does not check out")
    assert target.read_bytes() == b"the old backup"
    assert [p.name for p in tmp_path.iterdir()] == ["friday.db"]


def test_a_missing_folder_is_an_os_error_for_the_caller_to_name(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        whole_file.write_text(tmp_path / "no such folder" / "out.csv", "text")


def test_chunks_are_written_whole_or_not_at_all(tmp_path: Path) -> None:
    target = tmp_path / "out.csv"
    target.write_text("old\n", encoding="utf-8")

    def failing() -> Iterator[str]:
        yield "half of "
        raise RuntimeError("the export broke off")

    with pytest.raises(RuntimeError, match="broke off"):
        whole_file.write_chunks(target, failing())
    assert target.read_text(encoding="utf-8") == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["out.csv"]
    whole_file.write_chunks(target, iter(["new", " ", "text\n"]))
    assert target.read_text(encoding="utf-8") == "new text\n"
