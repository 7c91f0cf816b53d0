"""The web book: it builds with warnings as errors, lists every lesson, loads nothing from
the internet, serves the ipywidgets JavaScript itself, and its reference card agrees with
the engine.

The book is built once per test session (tools/build_book.py, as `make book` runs it,
without the handouts) into the session's temporary folder; tests/browser/ reuses it.
"""

from __future__ import annotations

import fcntl
import html
import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest
import yaml

from bridgelib import Hand, Rubber, Side, Strain
from bridgelib.scoring import score_contract

ROOT = Path(__file__).resolve().parent.parent
LESSONS = [
    "01_cards_seats_deal", "02_tricks", "03_bidding_ladder", "04_valuing_and_natural_system",
    "05_bidding_after_the_opening", "06_play_of_the_hand", "07_declarer_technique", "08_defence", "09_claims_and_irregularities", "10_scoring_the_contract",
    "11_failed_contracts_and_bonuses", "12_honours", "13_the_rubber", "14_play_a_rubber",
]
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
WIDGET_JS = ("require.js", "widgets-setup.js", "embed-amd.js")   # in the order pages load them


# --- the build, once per session -----------------------------------------------------------
@dataclass
class BookBuild:
    returncode: int
    log: str
    html: Path


def build_book_once(tmp_path_factory: pytest.TempPathFactory) -> BookBuild:
    """Build the book into the session's temporary folder, or reuse that build (the
    browser tests call this too).

    Under pytest-xdist (``-n``) each worker has its own temporary folder inside the run's:
    the book is built there, in the run's folder, once for every worker. A lock file keeps
    the other workers waiting while the first one builds (tools/build_book.py also writes
    into the repository's ``_build/``, which two builds at once would share)."""
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent
    out = base / "web-book"
    out.mkdir(exist_ok=True)
    status, log = out / "build-status", out / "build.log"
    with open(out / "build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)       # released when the file is closed
        if not status.exists():
            result = subprocess.run(
                [sys.executable, str(ROOT / "tools" / "build_book.py"), "--out", str(out), "--no-handouts"],
                cwd=ROOT, capture_output=True, text=True, timeout=1800,
            )
            log.write_text(result.stdout + result.stderr)
            status.write_text(str(result.returncode))
    return BookBuild(int(status.read_text()), log.read_text(), out / "_build" / "html")



def built_book(tmp_path_factory: pytest.TempPathFactory) -> BookBuild:
    """The session's build (see build_book_once); the calling test fails with the build's
    log when the book did not build."""
    build = build_book_once(tmp_path_factory)
    if build.returncode != 0:
        pytest.fail("The book did not build:\n" + build.log[-6000:])
    return build


@pytest.fixture(scope="session")
def book(tmp_path_factory) -> BookBuild:
    return built_book(tmp_path_factory)


# --- reading notebooks and pages -----------------------------------------------------------
def notebook(name: str) -> dict:
    return json.loads((ROOT / "lessons" / f"{name}.ipynb").read_text(encoding="utf-8"))


def notebook_title(nb: dict) -> str:
    """The first level-1 heading of a notebook, as plain text (the page title)."""
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            source = "".join(cell["source"])
            match = re.search(r"^#\s+(.+?)\s*#*\s*$", source, re.M)
            if match:
                text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", match.group(1))   # links
                return re.sub(r"[*`]", "", text).strip()
    raise AssertionError("the notebook has no level-1 heading to be its title")


def has_widget_state(nb: dict) -> bool:
    return bool(nb.get("metadata", {}).get("widgets", {}).get(WIDGET_STATE, {}).get("state"))


class Page(HTMLParser):
    """What a built page loads: script sources, <link> targets, other fetched sources,
    inline script types, and the <title>."""

    def __init__(self, path: Path) -> None:
        super().__init__(convert_charrefs=True)
        self.scripts: list[str] = []
        self.links: list[str] = []
        self.sources: list[str] = []
        self.script_types: list[str] = []
        self.title = ""
        self._in_title = False
        self.feed(path.read_text(encoding="utf-8"))

    def handle_starttag(self, tag, attrs):
        a = {k: v or "" for k, v in attrs}
        if tag == "script":
            if a.get("src"):
                self.scripts.append(a["src"])
            self.script_types.append(a.get("type", ""))
        elif tag == "link" and a.get("href"):
            self.links.append(a["href"])
        elif tag in ("img", "iframe", "source", "audio", "video", "embed") and a.get("src"):
            self.sources.append(a["src"])
        self._in_title = tag == "title"

    def handle_endtag(self, tag):
        if tag == "title":
            self._in_title = False

    def handle_data(self, data):
        if self._in_title:
            self.title += data


def remote(url: str) -> bool:
    return url.startswith("//") or urlsplit(url).scheme not in ("", "data")


def local_file(page: Path, url: str, html_root: Path) -> Path:
    """The file in the build that ``url``, written on ``page``, points to."""
    base = "http://book.invalid/" + page.relative_to(html_root).as_posix()
    return html_root / urlsplit(urljoin(base, url)).path.lstrip("/")


# --- the table of contents -----------------------------------------------------------------
def toc_files() -> list[str]:
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    files = [toc["root"]]
    for part in toc["parts"]:
        files += [chapter["file"] for chapter in part["chapters"]]
    return files


def test_every_toc_entry_is_a_file():
    missing = [f for f in toc_files()
               if not any((ROOT / f"{f}{suffix}").exists() for suffix in (".md", ".ipynb"))]
    assert not missing, f"_toc.yml lists pages that do not exist: {missing}"


def test_toc_lists_the_lessons_in_order_and_nothing_is_left_out():
    lessons = [f.removeprefix("lessons/") for f in toc_files() if f.startswith("lessons/")]
    assert lessons == LESSONS
    on_disk = sorted(p.stem for p in (ROOT / "lessons").glob("*.ipynb"))
    assert on_disk == LESSONS, "every lesson notebook must be in the book, and only those"
    book_pages = sorted(p.relative_to(ROOT).with_suffix("").as_posix()
                        for p in (ROOT / "book").iterdir() if p.suffix in (".md", ".ipynb"))
    assert sorted(f for f in toc_files() if f.startswith("book/")) == book_pages


# --- the build -----------------------------------------------------------------------------
def test_book_builds_with_warnings_as_errors(book):
    assert "--warningiserror" in book.log and "--keep-going" in book.log
    assert "WARNING" not in book.log
    assert (book.html / "index.html").exists()


def test_every_lesson_is_in_the_book_with_its_title(book):
    home = (book.html / "book" / "intro.html").read_text(encoding="utf-8")
    for name in LESSONS:
        title = notebook_title(notebook(name))
        page = book.html / "lessons" / f"{name}.html"
        assert page.exists(), f"{name} was not built"
        assert title in html.unescape(Page(page).title), f"{name}: the page title is not {title!r}"
        assert f'href="../lessons/{name}.html"' in home, f"the title page does not link to {name}"


def test_no_page_loads_anything_from_another_host(book):
    found = []
    for path in sorted(book.html.rglob("*.html")):
        page = Page(path)
        found += [f"{path.relative_to(book.html)}: {url}"
                  for url in page.scripts + page.links + page.sources if remote(url)]
    for path in sorted(book.html.rglob("*.css")):
        for url in re.findall(r"""(?:url\(\s*['"]?|@import\s+['"])([^'")\s]+)""", path.read_text(errors="replace")):
            if remote(url):
                found.append(f"{path.relative_to(book.html)}: {url}")
    assert not found, "pages that would load files from the internet:\n" + "\n".join(found)
    # The book has no maths renderer to fetch, and no Thebe. (The JupyterLite site in lite/
    # bundles JupyterLab's own MathJax 3 extension, which loads nothing from elsewhere:
    # tests/browser/test_live_book_in_browser.py opens it with every outside request aborted.)
    outside_lite = [p for p in book.html.rglob("*mathjax*") if p.relative_to(book.html).parts[0] != "lite"]
    assert not outside_lite and not list(book.html.rglob("*thebe*"))


def test_widget_javascript_is_in_the_book_and_loaded_by_the_pages_with_widgets(book):
    for name in WIDGET_JS:
        assert (book.html / "_widgets_js" / name).stat().st_size > 0
    with_widgets = 0
    for name in LESSONS:
        path = book.html / "lessons" / f"{name}.html"
        page = Page(path)
        loaded = [s for s in page.scripts if "_widgets_js/" in s]
        # The notebook as the book was built from it (Sphinx keeps a copy of each source).
        built_from = json.loads((book.html / "_sources" / "lessons" / f"{name}.ipynb").read_text(encoding="utf-8"))
        if has_widget_state(built_from):
            with_widgets += 1
            assert WIDGET_STATE in page.script_types, f"{name}: the saved widget state is missing"
            assert [Path(urlsplit(s).path).name for s in loaded] == list(WIDGET_JS), name
            for src in loaded:
                assert local_file(path, src, book.html).is_file(), f"{name}: {src} is not in the book"
        else:
            assert not loaded, f"{name} has no widgets but loads the widget JavaScript"
    assert with_widgets >= 1, "no lesson saved any widget state: the widget check tested nothing"


def test_saved_widgets_need_only_the_bundled_modules(book):
    bundle = (book.html / "_widgets_js" / "embed-amd.js").read_text(encoding="utf-8")
    for name in LESSONS:
        state = notebook(name).get("metadata", {}).get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
        modules = {model[key] for model in state.values() for key in ("model_module", "view_module")
                   if model.get(key)}
        for module in modules:
            # A module the bundle does not define would be fetched from a CDN.
            assert f'define("{module}"' in bundle, f"{name} uses {module}, which the bundle lacks"


def test_every_quiz_has_its_answer_folded_under_it(book):
    """The static book: under each quiz, in its own cell, "Show the answer" folds the
    answer and the explanation the handouts print; no other widget gets one."""
    from bridgelib.handouts.quizzes import quizzes_of, widget_name

    folded = 0
    for name in LESSONS:
        page = (book.html / "lessons" / f"{name}.html").read_text(encoding="utf-8")
        # the build's own results (the cache is keyed by the notebook and the engine's code)
        quizzes = quizzes_of(ROOT / "lessons" / f"{name}.ipynb", ROOT / "_build" / "_quizzes")
        cells = {int(i): part for i, part in re.findall(r'id="live-cell-(\d+)"(.*?)(?=id="live-cell-|\Z)', page, re.S)}
        quiz_cells = {i for i, cell in enumerate(notebook(name)["cells"]) for o in cell.get("outputs", [])
                      if widget_name(o.get("data", {})) == "Quiz"}
        assert set(quizzes.by_cell) == quiz_cells, name
        for index, part in cells.items():
            blocks = re.findall(r'<details class="bb-answer">(.*?)</details>', part, re.S)
            if index not in quiz_cells:
                assert not blocks, (name, index)
                continue
            printed = quizzes.by_cell[index]
            assert len(blocks) == 1, (name, index)
            assert "<summary>Show the answer</summary>" in blocks[0]
            assert f"<strong>Answer:</strong> {html.escape(printed.answer)}</p>" in blocks[0]
            assert printed.explanation in blocks[0]
            folded += 1
    assert folded >= 60                                     # every lesson's quizzes, 67 of them today


def test_other_scorings_page_says_not_rubber_on_every_table(book):
    text = (book.html / "book" / "other_scorings.html").read_text(encoding="utf-8")
    tables = text.count('class="table bb-variant"')
    assert tables >= 5
    assert text.count("Not rubber scoring") >= tables
    assert "Nothing on this page is rubber bridge" in text


def test_the_offline_check_of_the_build_script_catches_remote_files(tmp_path):
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        from build_book import external_references
    finally:
        sys.path.remove(str(ROOT / "tools"))
    (tmp_path / "a.html").write_text(
        '<script src="https://cdn.example/x.js"></script><link rel="stylesheet" href="//fonts.example/f.css">'
        '<a href="https://acbl.org/">the Laws</a><script src="_static/ok.js"></script>'
        '<img src="data:image/png;base64,AAAA"><div style="background:url(http://x.example/i.png)"></div>'
    )
    (tmp_path / "s.css").write_text('@import "https://fonts.example/css"; a { background: url(ok.png) }')
    found = external_references(tmp_path)
    assert len(found) == 4 and not any("acbl" in f or "ok." in f for f in found), found


# --- the reference card agrees with the engine ---------------------------------------------
def card_tables() -> dict[str, list[list[str]]]:
    """The reference card's tables, keyed by their first header cell."""
    tables, rows = {}, []
    for line in (ROOT / "book" / "reference_card.md").read_text(encoding="utf-8").splitlines() + [""]:
        if line.startswith("|"):
            rows.append([c.strip() for c in line.strip().strip("|").split("|")])
        elif rows:
            tables[rows[0][0]] = list(rows[2:])
            rows = []
    return tables


def numbers(cell: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", cell)]


def test_reference_card_trick_values():
    rows = {r[0]: [numbers(c) for c in r[1:]] for r in card_tables()["strain"]}
    for strain, (plain, doubled, redoubled) in (("♣ ♦", rows["♣ ♦"]), ("♥ ♠", rows["♥ ♠"])):
        for suit in {"♣ ♦": "CD", "♥ ♠": "HS"}[strain]:
            for mark, value in (("", plain), ("X", doubled), ("XX", redoubled)):
                assert score_contract(f"1{suit}{mark} by S", 7, False).below == value[0]
    for mark, (first, next_) in zip(("", "X", "XX"), rows["NT"], strict=False):
        assert score_contract(f"1NT{mark} by S", 7, False).below == first
        assert score_contract(f"2NT{mark} by S", 8, False).below == first + next_


def test_reference_card_bonuses_for_the_declaring_side():
    rows = {r[0]: [numbers(c) for c in r[1:]] for r in card_tables()["bonus"]}

    def above(contract: str, tricks: int, vul: bool) -> int:
        return score_contract(contract, tricks, vul).above

    for vul, column in ((False, 0), (True, 1)):
        assert rows["each overtrick, undoubled"][column] == [20, 30]
        assert above("1C by S", 8, vul) == above("1D by S", 8, vul) == 20
        assert above("1H by S", 8, vul) == above("1S by S", 8, vul) == above("1NT by S", 8, vul) == 30
        insult, insult2 = rows['making a doubled contract (the "insult")'][column][0], rows["making a redoubled contract"][column][0]
        assert above("1CX by S", 7, vul) == insult and above("1CXX by S", 7, vul) == insult2
        assert above("1CX by S", 8, vul) - insult == rows["each overtrick, doubled"][column][0]
        assert above("1CXX by S", 8, vul) - insult2 == rows["each overtrick, redoubled"][column][0]
        assert above("6C by S", 12, vul) == rows["small slam (level 6) bid and made"][column][0]
        assert above("7C by S", 13, vul) == rows["grand slam (level 7) bid and made"][column][0]
        assert above("5C by S", 12, vul) == 20, "no slam bonus for a slam made but not bid"


def test_reference_card_undertricks():
    rows = {r[0]: [numbers(c)[0] for c in r[1:]] for r in card_tables()["undertrick"]}
    columns = [(False, ""), (False, "X"), (False, "XX"), (True, ""), (True, "X"), (True, "XX")]
    for column, (vul, mark) in enumerate(columns):
        penalty = [score_contract(f"7C{mark} by S", 13 - down, vul).defenders for down in range(8)]
        each = [penalty[n] - penalty[n - 1] for n in range(1, 8)]
        assert each[0] == rows["1st"][column]
        assert each[1] == each[2] == rows["2nd and 3rd, each"][column]
        assert set(each[3:]) == {rows["4th and later, each"][column]}


def test_reference_card_honours_and_rubber_bonuses():
    honours = {r[0]: numbers(r[1])[0] for r in card_tables()["holding in one hand"]}
    from bridgelib.scoring import honours as honours_of
    assert honours_of(Hand.parse("AKQJ2.5432.32.32"), Strain.S) == honours["four of the five trump honours (A K Q J 10)"]
    assert honours_of(Hand.parse("AKQJT.5432.32.32"), Strain.S) == honours["all five trump honours"]
    assert honours_of(Hand.parse("A32.A32.A32.A432"), Strain.NT) == honours["all four aces, in a no-trump contract"]

    bonus = {r[0]: numbers(r[1])[0] for r in card_tables()["rubber bonus (above the line)"]}
    two_nil = Rubber()
    for _ in range(2):
        two_nil.record("4S by N", 10)
    assert two_nil.totals()[Side.NS] == 120 + 120 + bonus["won two games to none"]
    two_one = Rubber()
    for contract in ("4S by N", "4S by E", "4S by N"):
        two_one.record(contract, 10)
    assert two_one.totals()[Side.NS] == 120 + 120 + bonus["won two games to one"]
    one_game = Rubber()
    one_game.record("4S by N", 10)
    assert sum(i.points for i in one_game.settle()) == bonus["rubber not finished: the only side with a game"]
    part_score = Rubber()
    part_score.record("2S by E", 8)
    assert sum(i.points for i in part_score.settle()) == bonus[
        "rubber not finished: the only side with a part-score in the unfinished game"]


def test_glossary_defines_every_term_of_the_course_in_english_and_russian():
    text = (ROOT / "book" / "glossary.md").read_text(encoding="utf-8")
    body = text.split("```{glossary}", 1)[1].split("```", 1)[0]
    entries = [e for e in re.split(r"\n\s*\n", body) if e.strip() and not e.strip().startswith(":")]
    terms = {}
    for entry in entries:
        lines = entry.strip("\n").splitlines()
        names = [line for line in lines if not line.startswith(" ")]
        definition = " ".join(line.strip() for line in lines if line.startswith(" "))
        assert definition.startswith("Russian: *"), f"{names}: no Russian name"
        assert re.search(r"[а-яё]", definition), names
        for name in names:
            terms[name] = definition
    course_terms = [
        "trick", "suit", "trump", "no-trump", "deal", "dealer", "auction", "call", "bid", "pass",
        "double", "redouble", "contract", "declarer", "dummy", "defenders", "opening lead",
        "follow suit", "high-card points", "balanced hand", "part-score", "game", "vulnerable",
        "not vulnerable", "small slam", "grand slam", "overtrick", "undertrick", "honours",
        "rubber", "above the line", "below the line", "claim", "minor suits", "major suits",
        # the second edition's (issue 15): every term the lessons use, and the defence's
        "strain", "discard", "passed out", "opening bid", "ruff", "finesse", "book", "insult",
        "overcall", "void", "singleton", "doubleton", "revoke", "cash", "entry", "hold-up", "signal",
    ]
    assert not [t for t in course_terms if t not in terms]


# --- the Russian edition -------------------------------------------------------------------
RUSSIAN_TRANSLATED = ("book/intro", "book/how_to_use", "lessons/01_cards_seats_deal")
"""Pages whose Russian catalogue is complete (tests/test_i18n.py checks the catalogues):
the Russian book shows them wholly in Russian."""


def page_text(path: Path) -> str:
    """The visible text of a page's article, one space between words."""
    article = path.read_text(encoding="utf-8")
    article = article[article.find("<article"):article.rfind("</article>")]
    article = re.sub(r"<(script|style)\b.*?</\1>", " ", article, flags=re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", article)).split())


def edition_link(path: Path) -> tuple[str, str, str]:
    """(href, hreflang, text) of a page's link to the other edition."""
    found = re.search(r'<a class="btn btn-sm edition-link" href="([^"]+)" hreflang="([^"]+)"[^>]*>([^<]+)</a>',
                      path.read_text(encoding="utf-8"))
    assert found, f"{path.name} has no link to the other edition"
    return found.group(1), found.group(2), found.group(3)


def test_the_russian_edition_is_built_beside_the_english_one(book):
    russian = book.html / "ru"
    for name in toc_files():
        page = russian / f"{name}.html"
        assert page.exists(), f"the Russian edition lacks {name}"
    assert '<html lang="ru"' in (russian / "book" / "intro.html").read_text(encoding="utf-8")
    assert "book/intro.html" in (russian / "index.html").read_text(encoding="utf-8")
    assert "Роббер-бридж: интерактивный курс" in Page(russian / "book" / "intro.html").title
    # the Russian pages use the English site's widget JavaScript: one copy in the site
    assert not (russian / "_widgets_js").exists() and not (russian / "_pyodide").exists()
    for script in Page(russian / "lessons" / "01_cards_seats_deal.html").scripts:
        if "_widgets_js" in script:
            assert local_file(russian / "lessons" / "01_cards_seats_deal.html", script, book.html).exists(), script


def test_every_page_links_to_the_same_page_in_the_other_edition(book):
    for name in toc_files():
        english, russian = book.html / f"{name}.html", book.html / "ru" / f"{name}.html"
        href, language, label = edition_link(english)
        assert (language, label) == ("ru", "Русский")
        assert local_file(english, href, book.html) == russian, f"{name}: {href}"
        href, language, label = edition_link(russian)
        assert (language, label) == ("en", "English")
        assert local_file(russian, href, book.html) == english, f"{name}: {href}"
        assert 'hreflang="ru"' in english.read_text(encoding="utf-8")


def test_translated_pages_are_russian_and_the_others_say_they_are_not_yet(book):
    from babel.messages.pofile import read_po

    for name in toc_files():
        text = page_text(book.html / "ru" / f"{name}.html")
        said = "Эта страница ещё не переведена" in text
        assert said is (name not in RUSSIAN_TRANSLATED), name
        if name in RUSSIAN_TRANSLATED:
            with (ROOT / "locales" / "ru" / "LC_MESSAGES" / f"{name}.po").open("rb") as f:
                entries = [m for m in read_po(f) if m.id]
            # every English paragraph of the page is gone, its Russian one is there
            for entry in entries:
                plain = " ".join(re.sub(r"\*\*|\*|`|\{doc\}", "", entry.id).split())
                if len(plain) > 30:
                    assert plain not in text, f"{name}: English left: {plain[:60]}"
            assert "Урок 1 · Карты, места и сдача" in text or name != "lessons/01_cards_seats_deal"


def test_the_russian_lesson_shows_what_the_engine_says_in_russian(book):
    page = book.html / "ru" / "lessons" / "01_cards_seats_deal.html"
    text = page_text(page)
    for said in ("52 карты: 13 пик, 13 червей, 13 бубен, 13 треф", "Карт в каждой руке: Север 13, Восток 13",
                 "Подсчёт: 4 пики, 3 червы, 3 бубны, 3 трефы = 13 карт", "Показать ответ",
                 "Ответ:", "Следующий сдающий", "Ответ: ♠ пики: 4; ♥ черви: 3"):
        assert said in text, said
    source = page.read_text(encoding="utf-8")
    saved = re.search(r'<script type="application/vnd.jupyter.widget-state\+json">(.*?)</script>', source, re.S)
    widgets = json.dumps(json.loads(saved.group(1)), ensure_ascii=False)
    assert "Кто берёт взятку?" in widgets and "Who wins the trick" not in widgets   # the quizzes' saved state
    assert "Show the answer" not in source and "♠ spades" not in text


def test_a_russian_page_runs_in_russian_with_the_english_sites_runtime(book):
    page = book.html / "ru" / "lessons" / "01_cards_seats_deal.html"
    found = re.search(r'<script type="application/json" id="live-book-data">(.*?)</script>',
                      page.read_text(encoding="utf-8"), re.S)
    data = json.loads(found.group(1))
    assert data["language"] == "ru"
    assert data["messages"]["button"] == "Оживить страницу"
    assert data["messages"]["running"] == "Выполняется урок: {done} из {total}…"
    assert local_file(page, data["runtime"]["pyodide"], book.html) == book.html / "_pyodide" / "pyodide.mjs"
    assert local_file(page, data["runtime"]["pyodide"], book.html).exists()
    assert "Оживить страницу" in page_text(page)
    english = json.loads(re.search(r'id="live-book-data">(.*?)</script>', (book.html / "lessons" / "01_cards_seats_deal.html")
                                   .read_text(encoding="utf-8"), re.S).group(1))
    assert english["language"] == "en" and english["messages"]["button"] == "Make this page interactive"


def test_nbval_passes_on_the_russian_edition_of_the_translated_lessons(book):
    """The Russian book's lessons, as the build ran them with the engine in Russian, give the
    same outputs when run again (nbval, as `make test` checks the English lessons)."""
    notebooks = [str(ROOT / "_build" / "_ru" / "source" / f"{name}.ipynb") for name in RUSSIAN_TRANSLATED
                 if name.startswith("lessons/")]
    result = subprocess.run([sys.executable, "-m", "pytest", "--nbval", "-q", "-p", "no:cacheprovider",
                             *notebooks], cwd=ROOT, capture_output=True, text=True, timeout=600,
                            env=dict(os.environ, BRIDGELIB_LANGUAGE="ru"))
    assert result.returncode == 0, result.stdout[-4000:]
    assert " passed" in result.stdout
