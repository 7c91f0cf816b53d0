"""The language the engine speaks: English by default, Russian on request.

Every sentence a learner can read is written in English in the source, inside ``_()``
(or :func:`ngettext` when it counts something), and looked up at run time in the gettext
catalogue ``bridgelib/locale/<language>/LC_MESSAGES/bridgelib.mo`` with the standard
library's :mod:`gettext`; ``tools/update_catalogue.py`` extracts the sentences and
compiles the catalogue. One switch serves a notebook, a page or a printed handout:

>>> from bridgelib import Card, Hand, IllegalPlay, Play, set_language, in_language
>>> with in_language("ru"):
...     print(tricks_text(1), tricks_text(2), tricks_text(5), tricks_text(21))
1 взятка 2 взятки 5 взяток 21 взятка
>>> current_language()
'en'

A seat, a side or a suit is a :class:`Noun`: in a sentence it keeps its English name, and
a Russian sentence declines it with a format spec (``{seat:gen}``, the genitive):

>>> from bridgelib import Seat
>>> with in_language("ru"):
...     print(f"в руке {Seat.W.noun:gen}, ход {Seat.N.noun:gen}")
в руке Запада, ход Севера
"""

from __future__ import annotations

import contextlib
import gettext
import os
import warnings
from collections.abc import Iterator
from pathlib import Path

__all__ = ["LANGUAGES", "LANGUAGE_VARIABLE", "set_language", "current_language", "in_language", "Noun", "CASES", "DECLINED_WORDS", "BUILT_MESSAGES",
           "tricks_text", "join_and", "join_or", "gettext_", "ngettext", "pgettext"]

LANGUAGES = ("en", "ru")
"""The languages the course speaks; English, the source language, is the default."""

CASES = ("gen", "dat", "acc", "ins", "loc")
"""The grammatical cases a Russian sentence may ask of a :class:`Noun`: genitive, dative,
accusative, instrumental and prepositional (locative)."""

DECLINED_WORDS = (
    "North", "East", "South", "West", "North-South", "East-West",
    "spades", "hearts", "diamonds", "clubs", "no-trump",
)
"""The nouns whose cases the catalogue holds (as ``msgctxt "gen"``, ``"dat"`` …):
``tools/update_catalogue.py`` adds one entry per word and case."""

BUILT_MESSAGES: tuple[tuple[str | None, str], ...] = (
    ("seat", "N"), ("seat", "E"), ("seat", "S"), ("seat", "W"), (None, "N-S"), (None, "E-W"),
    *(("rank", name) for name in ("Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
                                  "Jack", "Queen", "King", "Ace")),
)
"""Messages the source looks up from a variable (a seat's letter, a side's initials, a rank's
name on a card button), as
(context, message): ``tools/update_catalogue.py`` adds them, with every word of
:data:`DECLINED_WORDS`, to what it extracts."""

LANGUAGE_VARIABLE = "BRIDGELIB_LANGUAGE"
"""The environment variable that chooses the language the engine starts in (``ru``): the
Russian book runs its lessons so, and so may a learner's JupyterLab. Without it, English."""

LOCALE_DIR = Path(__file__).with_name("locale")
_DOMAIN = "bridgelib"

_language = "en"
_catalogues: dict[str, gettext.NullTranslations] = {}


def _refuse(code: object) -> ValueError:
    return ValueError(f"{code!r} is not a language of the course: choose one of {', '.join(map(repr, LANGUAGES))}.")


def set_language(code: str) -> None:
    """Make the engine speak ``code`` ("en" or "ru") from now on: refusals, hints, reasons,
    score items, diagrams and widgets.

    >>> set_language("ru"); current_language()
    'ru'
    >>> set_language("en")
    >>> set_language("de")
    Traceback (most recent call last):
    ...
    ValueError: 'de' is not a language of the course: choose one of 'en', 'ru'.
    """
    global _language
    if code not in LANGUAGES:
        raise _refuse(code)
    _catalogue(code)  # a missing catalogue is refused now, not at the first sentence
    _language = code


def current_language() -> str:
    """The language the engine speaks now: "en" unless :func:`set_language` said otherwise."""
    return _language


@contextlib.contextmanager
def in_language(code: str) -> Iterator[None]:
    """Speak ``code`` inside a ``with`` block, and the language of before after it.

    >>> with in_language("ru"):
    ...     current_language()
    'ru'
    >>> current_language()
    'en'
    """
    before = _language
    set_language(code)
    try:
        yield
    finally:
        set_language(before)


def _catalogue(code: str) -> gettext.NullTranslations:
    found = _catalogues.get(code)
    if found is None:
        if code == "en":
            found = gettext.NullTranslations()
        else:
            try:
                found = gettext.translation(_DOMAIN, LOCALE_DIR, languages=[code])
            except OSError:
                raise ValueError(f"The catalogue of {code!r} is missing from {LOCALE_DIR}: "
                                 "run tools/update_catalogue.py.") from None
        _catalogues[code] = found
    return found


def gettext_(message: str) -> str:
    """``message`` in the current language (the modules import it as ``_``).

    >>> with in_language("ru"):
    ...     gettext_("Pass")
    'Пас'
    """
    return _catalogue(_language).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a sentence that counts ``n`` things, in the current language (Russian
    has three: 1 взятка, 2 взятки, 5 взяток). The result still needs ``.format(n=n)``."""
    return _catalogue(_language).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` as the catalogue gives it in ``context`` (a case of a noun, or a word
    that means two things in English)."""
    return _catalogue(_language).pgettext(context, message)


def tricks_text(n: int) -> str:
    """"1 trick", "2 tricks" in English; 1 взятка, 2 взятки, 5 взяток in Russian.

    >>> tricks_text(1), tricks_text(11)
    ('1 trick', '11 tricks')
    """
    return ngettext("{n} trick", "{n} tricks", n).format(n=n)


def join_and(items: list[str]) -> str:
    """``A, B and C`` (``A, B и C`` in Russian).

    >>> join_and(["♥K"]), join_and(["♥K", "♥4"]), join_and(["N", "E", "S"])
    ('♥K', '♥K and ♥4', 'N, E and S')
    """
    return _join(items, _("and"))


def join_or(items: list[str]) -> str:
    """``A, B or C`` (``A, B или C`` in Russian).

    >>> join_or(["2♠", "2NT"])
    '2♠ or 2NT'
    """
    return _join(items, _("or"))


def _join(items: list[str], word: str) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {word} " + items[-1]


def _(message: str) -> str:
    return gettext_(message)


def N_(message: str) -> str:  # noqa: N802  (gettext's own name for it)
    """``message`` unchanged, marked for the catalogue: it is translated later, where it
    is shown (a sentence kept in an object, which may be read in another language).

    >>> N_("The deal is on the score sheet: it can no longer change.")
    'The deal is on the score sheet: it can no longer change.'
    """
    return message


class Noun(str):
    """A name (North, spades, East-West) in the current language, which a sentence may
    decline: ``format(noun, "gen")`` is its genitive (the catalogue's ``msgctxt "gen"``
    entry). English has one form, so every case is the name itself.

    >>> west = Noun("West")
    >>> west, f"{west:gen}", west.english
    ('West', 'West', 'West')
    """

    english: str

    def __new__(cls, english: str) -> Noun:
        noun = super().__new__(cls, gettext_(english))
        noun.english = english
        return noun

    def __format__(self, spec: str) -> str:
        if spec in CASES:
            return pgettext(spec, self.english)
        return str.__format__(str(self), spec)


def _start_language() -> None:
    """Speak the language :data:`LANGUAGE_VARIABLE` names from the start; a name that is no
    language of the course is said in a warning, and the engine speaks English."""
    code = os.environ.get(LANGUAGE_VARIABLE, "").strip()
    if not code:
        return
    try:
        set_language(code)
    except ValueError as refused:
        warnings.warn(f"{LANGUAGE_VARIABLE}: {refused} The engine speaks English.", stacklevel=2)


_start_language()
