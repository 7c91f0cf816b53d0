"""Reading saved sessions back."""


from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from .._saved import SavedObject, read_json
from ..deal import Seat
from ..errors import BridgeError, as_clause, quote
from .records import _VERSION


# --- reading saved sessions --------------------------------------------------------------
def _json(text: object, where: str) -> Any:
    """The decoded JSON of a saved session (see :func:`bridgelib._saved.read_json`)."""
    if not isinstance(text, (str, bytes, bytearray)):
        raise BridgeError(f"{where}: {quote(text)} is not JSON text.")
    return read_json(text, where)


def _check_format(saved: SavedObject, name: str, what: str) -> None:
    if saved.data["format"] != name:
        raise saved.error(f"its 'format' must be {name!r}, not {quote(saved.data['format'])}.")
    version = saved.integer("version")
    if version != _VERSION:
        raise saved.error(f"saved {what} of version {quote(version)} cannot be read (this is version {_VERSION}).")


def _read(saved: SavedObject, key: str, reader: Callable[[Any], Any], value: object = None) -> Any:
    """``reader`` applied to the entry ``key`` (or to ``value``); its refusal names the key."""
    try:
        return reader(saved.data[key] if value is None else value)
    except (ValueError, TypeError) as err:
        kind = type(err) if isinstance(err, BridgeError) else ValueError
        raise saved.error(f"in {quote(key)}, {as_clause(str(err))}", kind) from None


def _seat_list(saved: SavedObject, key: str) -> list[Seat]:
    return [_read(saved, key, Seat.parse, text) for text in saved.texts(key)]


def _optional(saved: SavedObject, key: str, reader: Callable[[str], Any]) -> Any:
    return None if saved.data.get(key) is None else reader(key)


def _seed(saved: SavedObject) -> int | str | random.Random:
    seed = saved.data.get("seed")
    stream = saved.data.get("stream")
    if stream is not None:
        if seed is not None:
            raise saved.error("it has both a 'seed' and a 'stream': one of them only.")
        ok = (isinstance(stream, list) and len(stream) == 3 and isinstance(stream[1], list) and len(stream[1]) == 625
              and all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n < 2 ** 32 for n in stream[1]))
        rng = random.Random()
        try:
            if not ok:
                raise ValueError
            rng.setstate((stream[0], tuple(stream[1]), stream[2]))
        except (ValueError, TypeError):
            raise saved.error("its 'stream' is not the saved state of a random.Random.") from None
        return rng
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise saved.error(f"'seed' must be a whole number or a text, not {quote(seed)}.")
    return seed
