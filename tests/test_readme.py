"""The README's engine example runs as written."""

import doctest
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_examples_run():
    result = doctest.testfile(str(README), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 5
    assert result.failed == 0


def test_readme_quick_start_commands_exist_in_the_makefile():
    text = README.read_text()
    makefile = (README.parent / "Makefile").read_text()
    quick = text[text.index("## Quick start"):text.index("## The engine")]
    for target in ("lab", "test", "book", "serve", "notebooks", "bench", "test-engine"):
        assert f"make {target}" in quick
        assert f"\n{target}:" in makefile
