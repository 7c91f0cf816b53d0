"""Saved files: the JSON form every saved value shares (internal).

The naming scheme of the engine's value types (see :mod:`bridgelib`): ``to_dict()`` and
``from_dict(data)`` give and take a JSON-ready dict; :class:`JsonForm` adds ``to_json()``
and ``from_json(text)`` on top of them, reading the text with :func:`read_json`, which
refuses broken JSON, a key written twice and numbers too long to read, with a sentence.

>>> read_json('{"dealer": "N", "dealer": "S"}', "This is not a saved deal")
Traceback (most recent call last):
...
bridgelib.errors.BridgeError: This is not a saved deal: the entry 'dealer' is written twice in one object.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, ClassVar, TypeVar

from .errors import BridgeError, quote

__all__ = ["JsonForm", "read_json"]

_J = TypeVar("_J", bound="JsonForm")


class JsonForm:
    """``to_json`` and ``from_json`` for a class with ``to_dict`` and ``from_dict``;
    ``_SAVED_AS`` names what it is in a refusal ("deal": "This is not a saved deal: ...")."""

    __slots__ = ()
    _SAVED_AS: ClassVar[str]

    def to_dict(self) -> dict[str, Any]:
        raise NotImplementedError  # every class with a JSON form says what it saves

    @classmethod
    def from_dict(cls: type[_J], data: Mapping[str, Any]) -> _J:
        raise NotImplementedError

    def to_json(self, indent: int | None = None) -> str:
        """The value as JSON text (the dict of ``to_dict``); ``from_json`` reads it back."""
        return json.dumps(self.to_dict(), indent=indent)

    @classmethod
    def from_json(cls: type[_J], text: str | bytes | bytearray | Mapping[str, Any]) -> _J:
        """The value saved by ``to_json`` (its text, or the dict already decoded); broken
        or wrong text is refused with a sentence that says what is wrong."""
        if isinstance(text, Mapping):
            return cls.from_dict(text)
        where = f"This is not a saved {cls._SAVED_AS}"
        if not isinstance(text, (str, bytes, bytearray)):
            raise BridgeError(f"{where}: {quote(text)} is not JSON text.")
        return cls.from_dict(read_json(text, where))


class _LongNumber:
    """A JSON number with too many digits to be read as a Python int (the interpreter
    limits them): kept as this marker so that the entry holding it is refused by name."""

    __slots__ = ("digits",)

    def __init__(self, text: str) -> None:
        self.digits = len(text.lstrip("-"))

    def __repr__(self) -> str:
        return f"a number of {self.digits} digits"


def _json_int(text: str) -> int | _LongNumber:
    return int(text) if len(text) <= 100 else _LongNumber(text)


class _DuplicateKey(ValueError):
    pass


def _json_object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _DuplicateKey(f"the entry {quote(key)} is written twice in one object.")
        out[key] = value
    return out


def read_json(text: str | bytes | bytearray, where: str) -> Any:
    """Decode the JSON ``text`` of a saved file; every failure is a ValueError sentence
    starting with ``where`` (a broken text, bytes that are not text, nesting too deep, a
    key written twice)."""
    try:
        return json.loads(text, parse_int=_json_int, object_pairs_hook=_json_object)
    except _DuplicateKey as err:
        raise BridgeError(f"{where}: {err}") from None
    except UnicodeDecodeError:
        raise BridgeError(f"{where}: its bytes are not text (UTF-8).") from None
    except json.JSONDecodeError as err:
        raise BridgeError(
            f"{where}: the JSON text is broken ({err.msg} at line {err.lineno}, column {err.colno})."
        ) from None
    except RecursionError:
        raise BridgeError(f"{where}: its lists or objects are nested too deeply.") from None
