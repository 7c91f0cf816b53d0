"""Sphinx extension (``sphinx.local_extensions`` in _config.yml): under every quiz of a
lesson page, its answer and the engine's explanation in a folded block ("Show the
answer"), so that a reader of the static book, with no Python running, can check himself.

The answers are the handouts' (:func:`bridgelib.handouts.quizzes.quizzes_of`: the
notebook's code is run again in another process and each quiz's question is asked for its
answer). tools/build_book.py works them out before Sphinx runs, two notebooks at a time,
into :data:`CACHE`, and passes the same folder to the handouts' build, so one run serves
both; a page whose answers are not there yet has them worked out here.

live.js replaces only a cell's saved output (``.cell_output``) with the live one, so the
folded answer stays under the quiz when the page is made interactive.
"""

from __future__ import annotations

import html
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx_live_book import page_language

from bridgelib.i18n import N_, in_language
from bridgelib.i18n import gettext_ as _

LOG = logging.getLogger(__name__)

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / "_build" / "_quizzes"
"""The lessons' worked-out quizzes, one JSON file a notebook (reused while neither the
notebook nor the engine changes)."""
SUMMARY = N_("Show the answer")

__all__ = ["CACHE", "SUMMARY", "cache_for", "answer_html", "work_out", "setup"]


def cache_for(language: str) -> Path:
    """The folder of the quizzes worked out in ``language``: :data:`CACHE` for English."""
    return CACHE if language == "en" else CACHE.with_name(f"{CACHE.name}_{language}")


def work_out(notebooks: list[Path], cache: Path = CACHE) -> None:
    """Work out the quizzes of ``notebooks`` into ``cache``, two at a time (in the language
    the environment gives the engine, ``BRIDGELIB_LANGUAGE``)."""
    from bridgelib.handouts.quizzes import quizzes_of

    with ThreadPoolExecutor(max_workers=2) as pool:
        for found in [pool.submit(quizzes_of, notebook, cache) for notebook in notebooks]:
            found.result()


def answer_html(printed: Any) -> str:
    """The folded block of one quiz: the answer, the explanation, any detail (an itemised
    score) and the picture once answered (a lead question shows all four hands)."""
    label = _("Answer:")
    parts = [f"<p><strong>{html.escape(label)}</strong> {html.escape(printed.answer)}</p>",
             f'<div class="bb-answer-why">{printed.explanation}</div>']
    if printed.detail:
        parts.append(f'<div class="bb-answer-detail">{printed.detail}</div>')
    if printed.answered:
        parts.append(f'<div class="bb-answer-picture">{printed.answered}</div>')
    return (f'<details class="bb-answer"><summary>{html.escape(_(SUMMARY))}</summary>'
            f'<div class="bb-answer-body">{"".join(parts)}</div></details>')


def add_answers(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    path = Path(app.env.doc2path(docname))
    if path.suffix != ".ipynb":
        return
    from bridgelib.handouts.quizzes import quizzes_of

    language = page_language(app)
    quizzes = quizzes_of(path, cache_for(language))
    for note in quizzes.notes:  # a warning fails the build (-W): no quiz silently loses its answer
        LOG.warning(f"{docname}: {note}", location=docname)
    for container in doctree.findall(nodes.container):
        if container.get("nb_element") == "cell_code" and container["cell_index"] in quizzes.by_cell:
            printed = quizzes.by_cell[container["cell_index"]]
            with in_language(language):
                container.append(nodes.raw("", answer_html(printed), format="html"))


def setup(app: Sphinx) -> dict[str, Any]:
    static = ROOT / "book" / "static"
    app.connect("builder-inited", lambda app: app.config.html_static_path.append(str(static)))
    app.connect("doctree-resolved", add_answers)
    app.add_css_file("answers.css")
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
