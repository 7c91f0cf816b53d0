"""The exceptions of the engine.

Every illegal action raises a subclass of :class:`BridgeError` whose message is a whole
sentence a beginner understands; the state it was applied to is left unchanged.

>>> issubclass(IllegalCall, ValueError)
True
"""

from __future__ import annotations

from .i18n import gettext_ as _

__all__ = ["BridgeError", "NotationError", "IllegalCall", "IllegalPlay", "DealGenerationError", "AnalysisTimeout",
           "ScoringError", "PbnError", "quote", "quote_first", "fit_message", "as_clause"]

_QUOTE_LIMIT = 40


def quote(value: object, limit: int = _QUOTE_LIMIT) -> str:
    """``repr(value)`` for an error message, cut to a short excerpt so that a message never
    repeats a huge input (the excerpt ends with "…" and says how long the whole was).

    >>> quote("S1")
    "'S1'"
    >>> quote("A" * 1000)
    "'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA…' (1000 characters)"
    >>> quote(list(range(100)))
    '[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, …'
    """
    if isinstance(value, (str, bytes, bytearray)) and len(value) > limit - 10:
        cut = value[: limit - 10]
        unit = "characters" if isinstance(value, str) else "bytes"
        text = repr(cut)
        return f"{text[:-1][:limit]}…{text[-1]} ({len(value)} {unit})"
    try:
        text = repr(value)
    except Exception:  # a repr that fails must not hide the message it belongs to
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


class BridgeError(ValueError):
    """Base class of every rule error raised by bridgelib."""


class NotationError(BridgeError):
    """Text that is not bridge notation: a card, hand, call, contract, seat or deal written
    wrongly (``Card.parse("Z9")``). The message names the bad token and says how to write
    it. Like every BridgeError it is also a ValueError.

    >>> from bridgelib import Card
    >>> try:
    ...     Card.parse("Z9")
    ... except NotationError as err:
    ...     print(err)
    'Z9' is not a card: write the suit and the rank, like SA, ♠A or H10.
    """


class IllegalCall(BridgeError):
    """A call that the rules of the auction do not allow now."""


class IllegalPlay(BridgeError):
    """A card that the rules of the play do not allow now."""


class DealGenerationError(BridgeError):
    """Constrained dealing gave up: the request is impossible or too rare."""


class AnalysisTimeout(BridgeError):
    """The double-dummy solver gave up within its time limit, so it has no certain answer
    (:mod:`bridgelib.solver`). Nothing is changed; asking again later in the deal, with
    fewer cards left, is quicker."""


_MESSAGE_LIMIT = 299


def fit_message(message: str) -> str:
    """``message`` cut to fit the limit of a message (under 300 characters), at a space,
    ending with "…". Only a message that wraps another module's message can need it.

    >>> message = fit_message("The hands: " + "a very long reason " * 20 + "to end with.")
    >>> len(message), message[-12:]
    (297, 'ong reason….')
    """
    if len(message) <= _MESSAGE_LIMIT:
        return message
    cut = message[: _MESSAGE_LIMIT - 2]
    space = cut.rfind(" ")
    return (cut[:space] if space > _MESSAGE_LIMIT // 2 else cut).rstrip(" ,;:") + "…."


def quote_first(value: object) -> str:
    """``quote(value)`` to begin a sentence: a value whose text begins with a small letter
    (``inf``, ``nan``, ``b'S'``, ``set()``) is introduced by "The value", so that the
    sentence still starts with a capital.

    >>> quote_first(14), quote_first("x"), quote_first(float("inf"))
    ('14', "'x'", 'The value inf')
    """
    text = quote(value)
    return _("The value {text}").format(text=text) if text[:1].islower() else text


def as_clause(message: str) -> str:
    """A sentence made a clause to follow a colon: its first letter in lower case (unless
    the first word is an abbreviation like "NS")."""
    if message[:1].isupper() and not message[1:2].isupper():
        return message[0].lower() + message[1:]
    return message


class ScoringError(BridgeError):
    """A score that cannot exist (13 tricks is the most), or an action the score sheet
    does not allow now (recording a deal after the rubber is over).

    >>> issubclass(ScoringError, ValueError)
    True
    """


class PbnError(NotationError):
    """A PBN text that cannot be read, or a game whose parts disagree.

    ``line`` is the line number (1 = the first line of the text given to the parser),
    or None for a :class:`Game` built in code; ``token`` is the text at fault and
    ``tag`` the name of the tag it belongs to, when known. ``reason`` is the message
    without the line number.

    >>> err = PbnError("'ZZ' is not a call.", line=7, token="ZZ")
    >>> str(err), err.line, isinstance(err, ValueError)
    ("Line 7: 'ZZ' is not a call.", 7, True)
    """

    def __init__(self, reason: str, line: int | None = None, token: str | None = None, tag: str | None = None) -> None:
        self.reason = reason
        self.line = line
        self.token = token
        self.tag = tag
        super().__init__(fit_message(reason if line is None else f"Line {line}: {reason}"))

    def __reduce__(self) -> tuple[type[PbnError], tuple[str, int | None, str | None, str | None]]:
        return (type(self), (self.reason, self.line, self.token, self.tag))

    def _at(self, line: int | None) -> PbnError:
        """The same error placed on ``line`` (unless it already has one)."""
        if self.line is not None or line is None:
            return self
        return type(self)(self.reason, line, self.token, self.tag)
