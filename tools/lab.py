"""Start JupyterLab on the lessons as `make lab` does, with nothing between the learner and
the first lesson: no "news" pop-up asking about Jupyter's announcements, no check for a new
JupyterLab version, the first lesson open in JupyterLab's simple interface (one lesson at a
time, the file browser folded away, which on a phone would otherwise cover the lesson; each
lesson ends with a link to the next), and on a phone-sized screen a notebook column wide
enough for the lessons' diagrams (``lab_narrow.css``, JupyterLab's custom CSS).

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

FIRST_LESSON = "01_cards_seats_deal.ipynb"
"""The lesson JupyterLab opens on (its folder is the one served)."""

START_URL = f"/doc/tree/{FIRST_LESSON}"
"""Where the browser opens: ``/doc`` is JupyterLab's simple (single-document) interface,
which starts with the side panels folded; the status bar's "Simple" switch leaves it."""

LAB_OPTIONS = [
    f"--LabApp.default_url={START_URL}",
    "--LabApp.news_url=",  # no news feed to fetch
    "--LabServerApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    "--LabApp.custom_css=True",  # serves <config dir>/custom/custom.css: see write_config
]
"""Options of ``jupyter lab``: the first lesson in the simple interface, no news, no update
check, the course's custom CSS."""

NARROW_CSS = Path(__file__).with_name("lab_narrow.css")
"""JupyterLab's custom CSS for the course: narrow margins on a phone-sized screen."""

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


def write_config(config_dir: Path) -> None:
    """Set up the Jupyter configuration directory ``config_dir`` as the course runs
    JupyterLab: :data:`PAGE_CONFIG` merged in, and :data:`NARROW_CSS` as ``custom/custom.css``
    (JupyterLab reads custom CSS only from the configuration directory itself)."""
    write_page_config(config_dir)
    custom = config_dir / "custom" / "custom.css"
    custom.parent.mkdir(parents=True, exist_ok=True)
    custom.write_text(NARROW_CSS.read_text())


def command(root: Path, *extra: str) -> list[str]:
    """The command that serves ``root`` (as root, JupyterLab needs ``--allow-root``)."""
    allow = ["--allow-root"] if os.geteuid() == 0 else []
    return [sys.executable, "-m", "jupyter", "lab", str(root), *LAB_OPTIONS, *allow, *extra]


def main() -> None:
    # The course's JupyterLab keeps its configuration (and the learner's settings) in the
    # virtual environment, not in ~/.jupyter: custom CSS is read only from there.
    config_dir = Path(sys.prefix) / "etc" / "jupyter"
    write_config(config_dir)
    os.environ["JUPYTER_CONFIG_DIR"] = str(config_dir)
    args = command(ROOT / "lessons", *sys.argv[1:])
    os.execv(args[0], args)


if __name__ == "__main__":
    main()
