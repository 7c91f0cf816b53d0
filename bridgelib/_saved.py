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
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, TypeVar

from .errors import BridgeError, as_clause, fit_message, quote

__all__ = ["JsonForm", "read_json", "SavedDict", "SavedObject"]

_J = TypeVar("_J", bound="JsonForm")


class JsonForm(ABC):
    """``to_json`` and ``from_json`` for a class with ``to_dict`` and ``from_dict``;
    ``_SAVED_AS`` names what it is in a refusal ("deal": "This is not a saved deal: ...")."""

    __slots__ = ()
    _SAVED_AS: ClassVar[str]

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """The value as a JSON-ready dict."""

    @classmethod
    @abstractmethod
    def from_dict(cls: type[_J], data: Mapping[str, Any]) -> _J:
        """The value saved by ``to_dict``."""

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


# --- reading the dicts back --------------------------------------------------------------
_T = TypeVar("_T")
_MISSING: Any = object()
_KIND_NAMES: dict[type, str] = {str: "text", list: "a list", Mapping: "a dict"}


class SavedDict:
    """A dict saved by a ``to_dict`` being read back by ``from_dict``: every refusal is a
    sentence "This is not a saved deal: ..." that names the key (``'deal' → 'dealer'``
    for a key of a dict inside it) or the value."""

    def __init__(self, data: object, what: str, maker: str, path: tuple[str, ...] = ()) -> None:
        if not isinstance(data, Mapping):
            raise BridgeError(f"This is not a saved {what}: give the dict that {maker}.to_dict() makes, not {quote(data)}.")
        self.data = data
        self.what = what
        self.path = path

    def _place(self, key: str) -> str:
        return " → ".join(repr(k) for k in (*self.path, key))

    def get(self, key: str, kind: type, default: Any = _MISSING) -> Any:
        """The value of ``key``, which must be of ``kind`` (str, list or Mapping)."""
        if key not in self.data:
            if default is _MISSING:
                holder = " → ".join(repr(k) for k in self.path) if self.path else "it"
                raise BridgeError(f"This is not a saved {self.what}: {holder} has no {key!r}.")
            return default
        value = self.data[key]
        if not isinstance(value, kind):
            raise BridgeError(
                f"This is not a saved {self.what}: {self._place(key)} should be {_KIND_NAMES[kind]}, not {quote(value)}."
            )
        return value

    def inside(self, key: str) -> SavedDict:
        """The dict saved under ``key`` (as the deal of a saved play)."""
        return SavedDict(self.get(key, Mapping), self.what, "", (*self.path, key))

    def read(self, key: str, reader: Callable[[Any], _T], value: object, item: int | None = None) -> _T:
        """``reader(value)``, its refusal said again with the key (and item number) added."""
        try:
            return reader(value)
        except ValueError as err:
            kind = type(err) if isinstance(err, BridgeError) else BridgeError
            where = self._place(key) + ("" if item is None else f", item {item}")
            raise kind(f"This is not a saved {self.what} (in {where}): {err}") from None


class SavedObject:
    """One JSON object of a saved file: refuses a missing key, a key the format does not
    know and a value of the wrong JSON type, with a sentence that starts with ``where``
    ("This is not a saved rubber", "Deal 2 of the saved rubber") and names the key.

    >>> SavedObject({"tricks": "9"}, "Deal 1", ("tricks",)).integer("tricks")
    Traceback (most recent call last):
    ...
    ValueError: Deal 1: 'tricks' must be a whole number, not '9'.
    """

    __slots__ = ("data", "where")

    def __init__(
        self, data: object, where: str, required: tuple[str, ...], optional: tuple[str, ...] = ()
    ) -> None:
        self.where = where
        if not isinstance(data, Mapping):
            raise self.error(f"{quote(data)} is not a JSON object {{...}}.")
        for key in data:
            if key not in required and key not in optional:
                known = ", ".join(repr(k) for k in required + optional)
                raise self.error(f"{quote(key)} is not one of its entries ({known}).")
        self.data: Mapping[str, Any] = data
        self.require(*required)

    def require(self, *keys: str) -> None:
        """Refuse the object if one of ``keys`` is missing."""
        for key in keys:
            if key not in self.data:
                raise self.error(f"it has no {quote(key)} entry.")

    def error(self, problem: str, kind: type[ValueError] = ValueError) -> ValueError:
        """The error (a ``kind``) for ``problem`` (a clause) in this object."""
        return kind(fit_message(f"{self.where}: {as_clause(problem)}"))

    def __contains__(self, key: str) -> bool:
        return key in self.data

    def _value(self, key: str, default: object) -> object:
        return self.data.get(key, default)

    def _wrong(self, key: str, what: str, value: object) -> ValueError:
        return self.error(f"{quote(key)} must be {what}, not {quote(value)}.")

    def integer(self, key: str, default: int | None = None) -> int:
        """A JSON whole number (not true/false, not 9.0, not "9")."""
        value = self._value(key, default)
        if isinstance(value, bool) or not isinstance(value, int):
            raise self._wrong(key, "a whole number", value)
        return value

    def boolean(self, key: str, default: bool | None = None) -> bool:
        """A JSON true or false (not "no", not 0)."""
        value = self._value(key, default)
        if not isinstance(value, bool):
            raise self._wrong(key, "true or false", value)
        return value

    def text(self, key: str, default: str | None = None) -> str:
        """A JSON string."""
        value = self._value(key, default)
        if not isinstance(value, str):
            raise self._wrong(key, "a text in quotes", value)
        return value

    def texts(self, key: str, default: tuple[str, ...] | None = None) -> tuple[str, ...]:
        """A JSON list of strings."""
        value = self._value(key, default)
        if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
            raise self._wrong(key, "a list of texts in quotes", value)
        return tuple(value)

    def array(self, key: str) -> list[Any]:
        """A JSON list."""
        value = self._value(key, None)
        if not isinstance(value, list):
            raise self._wrong(key, "a list [...]", value)
        return value

    def parsed(self, key: str, parse: Callable[[str], _T]) -> _T:
        """The JSON string at ``key`` read by ``parse``; its ValueError names the key."""
        value = self.text(key)
        try:
            return parse(value)
        except ValueError as err:
            raise self.error(f"in {quote(key)}, {as_clause(str(err))}") from None
