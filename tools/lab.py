"""Start JupyterLab on the lessons as `make lab` does, with nothing between the learner and
the first lesson: no "news" pop-up asking about Jupyter's announcements, no check for a new
JupyterLab version.

    python tools/lab.py [jupyter lab options ...]

The browser tests start their JupyterLab with the same settings (``LAB_OPTIONS``,
``PAGE_CONFIG``), so what they see is what a learner sees.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

LAB_OPTIONS = [
    "--LabApp.news_url=",  # no news feed to fetch
    "--LabServerApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
]
"""Options of ``jupyter lab``: no news and no update check."""

PAGE_CONFIG = {"disabledExtensions": {"@jupyterlab/apputils-extension:announcements": True}}
"""JupyterLab's page configuration: the plugin that asks "Would you like to receive official
Jupyter news?" is switched off."""


def write_page_config(config_dir: Path) -> Path:
    """Merge :data:`PAGE_CONFIG` into ``config_dir/labconfig/page_config.json`` (what
    ``jupyter labextension disable`` writes), keeping any other settings there."""
    path = config_dir / "labconfig" / "page_config.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    config = json.loads(path.read_text()) if path.exists() else {}
    for key, value in PAGE_CONFIG.items():
        config.setdefault(key, {}).update(value)
    path.write_text(json.dumps(config, indent=2) + "\n")
    return path


def command(root: Path, *extra: str) -> list[str]:
    """The command that serves ``root`` (as root, JupyterLab needs ``--allow-root``)."""
    allow = ["--allow-root"] if os.geteuid() == 0 else []
    return [sys.executable, "-m", "jupyter", "lab", str(root), *LAB_OPTIONS, *allow, *extra]


def main() -> None:
    # the virtual environment's own configuration (sys.prefix/etc/jupyter), not the user's
    write_page_config(Path(sys.prefix) / "etc" / "jupyter")
    args = command(ROOT / "lessons", *sys.argv[1:])
    os.execv(args[0], args)


if __name__ == "__main__":
    main()
