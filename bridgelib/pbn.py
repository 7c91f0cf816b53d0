"""Reading and writing PBN (Portable Bridge Notation 2.1) games.

A PBN file is a list of games separated by blank lines; a game is a list of tags
``[Name "value"]``, some followed by a section of data (the calls of the Auction, the
cards of the Play). :func:`parse_game` reads one game, :func:`parse_games` a whole file;
:meth:`Game.to_pbn` and :func:`games_to_pbn` write them back.

Every game read is checked against the rules: the auction is replayed call by call, the
play card by card, and the Dealer, Vulnerable, Deal, Contract, Declarer and Result tags
must agree with each other and with the auction and the play. A bad file raises
:class:`PbnError`, whose message names the line and the token at fault.

>>> game = parse_game('''
... [Event "Lesson 7"]
... [Dealer "S"]
... [Vulnerable "None"]
... [Deal "S:A5.AQJT95.AK2.K2 J98.64.JT9.AQJT9 KQ74.K87.Q65.843 T632.32.8743.765"]
... [Auction "S"]
... 1H Pass 2H Pass
... 4H AP
... [Play "W"]
... CA C3 C7 CK
... *
... ''')
>>> str(game.contract), game.play.opening_leader, game.play.played[0].pbn
('4♥ by S', Seat.W, 'CA')
>>> print(game.to_pbn(), end="")
[Event "Lesson 7"]
[Dealer "S"]
[Vulnerable "None"]
[Deal "S:A5.AQJT95.AK2.K2 J98.64.JT9.AQJT9 KQ74.K87.Q65.843 T632.32.8743.765"]
[Declarer "S"]
[Contract "4H"]
[Auction "S"]
1H Pass 2H Pass
4H Pass Pass Pass
[Play "W"]
CA C3 C7 CK
*
>>> parse_game(game.to_pbn()) == game
True
>>> parse_game('[Deal "N:AKQ.JT9.8765.432 JT9.8765.432.AKQ 8765.432.AKQ.JT9 432.AKQ.JT9.8765"]'
...            '\\n[Auction "N"]\\n1NT 1C')
Traceback (most recent call last):
...
bridgelib.errors.PbnError: Line 3: '1C' is not allowed here: 1♣ is not higher than 1NT: bid at the 2 level or higher.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .auction import PASS, Auction, Call, Contract
from .cards import Card
from .deal import Deal, Seat, Side
from .errors import IllegalCall, IllegalPlay, PbnError, quote, quote_first
from .play import Play

__all__ = ["PbnError", "Game", "parse_game", "parse_games", "games_to_pbn"]


class _WrongType(PbnError, TypeError):
    """A value of the wrong type given to build a game (a number for a tag's text...).
    It is a :class:`PbnError`, hence a ValueError like every bad input, and also the
    TypeError these errors used to be."""


def _wrong_type(what: str, expected: str, value: object) -> _WrongType:
    return _WrongType(f"{what} must be {expected}, not {quote(value)}.")


# --- constants ----------------------------------------------------------------------
_UNKNOWN = ("", "?")  # tag values meaning "not known" / "not relevant"
_MANDATORY = (  # PBN's mandatory tag set, in export order
    "Event", "Site", "Date", "Board", "West", "North", "East", "South",
    "Dealer", "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result",
)
_BOTH = frozenset({Side.NS, Side.EW})
_VULNERABLE = {
    "NONE": frozenset(), "LOVE": frozenset(), "-": frozenset(),
    "NS": frozenset({Side.NS}), "EW": frozenset({Side.EW}),
    "ALL": _BOTH, "BOTH": _BOTH,
}
_END_MARKS = ("*", "-", "+")
_TAG_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
_TAG = re.compile(r'\[\s*([A-Za-z][A-Za-z0-9_]*)\s*"([^"\\]*(?:\\.[^"\\]*)*)"\s*\]')
_NOTE_REF = re.compile(r"=\d+=")
_NAG = re.compile(r"\$\d+")
_SUFFIX = re.compile(r"[!?]+$")
_NEWLINE = re.compile(r"\r\n|\r|\n")


_ASCII_DIGITS = re.compile(r"[0-9]+")
_DEAL_QUOTE = 80  # a deal's text (69 characters) is quoted whole in messages
_SPACES = re.compile(r"\s*")


def _ascii_upper(text: str) -> str:
    """``text`` in capitals, for comparing with PBN's ASCII keywords; a text that is not
    ASCII is returned unchanged, so that no look-alike ("ſ".upper() == "S") matches."""
    return text.upper() if text.isascii() else text


def _name(name: str) -> str:
    """A tag's name for a message: as it is, or quoted in short when it is long."""
    return name if len(name) <= 30 else quote(name)


def _vulnerable_text(vulnerable: frozenset[Side]) -> str:
    if vulnerable == _BOTH:
        return "All"
    if vulnerable:
        return next(iter(vulnerable)).name
    return "None"


def _has_section(name: str) -> bool:
    """Tags followed by a section of data: Auction, Play and the supplemental tables."""
    return name in ("Auction", "Play") or name.endswith("Table")


def _is_annotation(token: str) -> bool:
    """A note reference ``=1=`` or a NAG ``$12``: skipped when reading."""
    return bool(_NOTE_REF.fullmatch(token) or _NAG.fullmatch(token))


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _unescape(value: str) -> str:
    """Undo the two escapes of a PBN string, \\" and \\\\; any other backslash is
    kept as written (``\\2R`` in a table header)."""
    return re.sub(r'\\([\\"])', r"\1", value)


def _same_hands(a: Deal, b: Deal) -> bool:
    return a.to_pbn(Seat.N) == b.to_pbn(Seat.N)


# --- the meaning of the tags --------------------------------------------------------
def _seat_value(name: str, value: str) -> Seat:
    try:
        return Seat.parse(value)
    except ValueError:
        raise PbnError(f"{name} {quote(value)} is not a seat: use N, E, S or W.", token=value, tag=name) from None


def _vulnerable_value(value: str) -> frozenset[Side]:
    try:
        return _VULNERABLE[_ascii_upper(value.strip())]
    except KeyError:
        raise PbnError(
            f"Vulnerable {quote(value)} is not a vulnerability: use None (or Love, -), NS, EW or All (or Both).",
            token=value, tag="Vulnerable",
        ) from None


def _deal_value(value: str, dealer: Seat | None = None) -> Deal:
    try:
        return Deal.parse(value, dealer=dealer)
    except ValueError as err:
        raise PbnError(f"Deal {quote(value, _DEAL_QUOTE)} is not a valid deal: {err}", token=value, tag="Deal") from None


def _result_value(value: str) -> int:
    text = value.strip()
    if not _ASCII_DIGITS.fullmatch(text) or len(text) > 2 or not 0 <= int(text) <= 13:
        raise PbnError(
            f"Result {quote(value)} is not a number of tricks: give the tricks taken by declarer's side, 0 to 13.",
            token=value, tag="Result",
        )
    return int(text)


def _known(tags: Mapping[str, str], name: str) -> str | None:
    """The tag's value, or None when it is absent or unknown ('' or '?')."""
    value = tags.get(name)
    return None if value is None or value.strip() in _UNKNOWN else value


def _contract_tag(tags: Mapping[str, str]) -> tuple[bool, Contract | None, str | None]:
    """The Contract tag read: (passed out, the contract it names, its text)."""
    passed_tag = False
    tag_contract: Contract | None = None
    text = _known(tags, "Contract")
    if text is not None:
        if _ascii_upper(text.strip()) == "PASS":
            passed_tag = True
        else:
            try:
                tag_contract = Contract.parse(text)
            except ValueError:
                raise PbnError(
                    f"Contract {quote(text)} is not a contract: write it like 4H, 3NT, 4HX or Pass.",
                    token=text, tag="Contract",
                ) from None
    return passed_tag, tag_contract, text


def _against_auction(
    auction: Auction, contract: Contract | None, declarer: Seat | None, passed_tag: bool,
) -> tuple[Contract | None, Seat | None, bool]:
    """The contract and declarer checked against the auction: a finished auction gives them."""
    last = auction.last_bid
    if auction.is_over and auction.is_passed_out:
        if contract is not None:
            raise PbnError(
                f"Contract {quote(contract.pbn)} does not match the auction, which was passed out.",
                token=contract.pbn, tag="Contract",
            )
        if declarer is not None:
            raise PbnError(
                f"Declarer {quote(declarer.name)} does not match the auction, which was passed out.",
                token=declarer.name, tag="Declarer",
            )
        passed_tag = True
    elif auction.is_over:
        final = auction.contract
        assert final is not None and final.declarer is not None
        if contract is not None and contract.pbn != final.pbn:
            raise PbnError(
                f"Contract {quote(contract.pbn)} does not match the auction, which ends in {final.pbn} by {final.declarer.name}.",
                token=contract.pbn, tag="Contract",
            )
        if declarer is not None and declarer is not final.declarer:
            raise PbnError(
                f"Declarer {quote(declarer.name)} does not match the auction: {final.declarer.english} "
                f"first bid {final.strain.english} for the side that won the contract.",
                token=declarer.name, tag="Declarer",
            )
        contract, declarer = final, final.declarer
    else:
        if passed_tag and last is not None:
            raise PbnError(
                f"Contract 'Pass' says passed out, but the auction has the bid {last.pbn}.", token="Pass", tag="Contract"
            )
        if contract is not None and last is not None and contract.bid < last:
            raise PbnError(
                f"Contract {quote(contract.pbn)} is lower than the bid {last.pbn} already made in the auction.",
                token=contract.pbn, tag="Contract",
            )
    return contract, declarer, passed_tag


def _resolve_contract(
    tags: Mapping[str, str], auction: Auction | None, contract: Contract | None, declarer: Seat | None,
) -> tuple[Contract | None, Seat | None, bool]:
    """Combine the Contract and Declarer tags, the given contract and declarer and the
    auction into (contract with its declarer, declarer, passed out); refuse any
    disagreement."""
    passed_tag, tag_contract, text = _contract_tag(tags)
    if contract is not None and not isinstance(contract, Contract):
        raise _wrong_type("The contract", "a Contract", contract)
    if declarer is not None and not isinstance(declarer, Seat):
        raise _wrong_type("The declarer", "a Seat", declarer)
    if contract is None:
        contract = tag_contract
    elif tag_contract is not None and tag_contract.pbn != contract.pbn:
        raise PbnError(
            f"Contract {quote(text)} does not agree with the contract {contract.pbn}.", token=text, tag="Contract"
        )
    if passed_tag and contract is not None:
        raise PbnError(f"Contract {quote(text)} says passed out, but the contract is {contract.pbn}.", token=text, tag="Contract")
    for source in (
        contract.declarer if contract is not None else None,
        tag_contract.declarer if tag_contract is not None else None,
    ):
        if source is not None:
            if declarer is not None and declarer is not source:
                raise PbnError(
                    f"The declarer is given as both {declarer.name} and {source.name}.",
                    token=source.name, tag="Declarer",
                )
            declarer = source
    text = _known(tags, "Declarer")
    if text is not None:
        seat = _seat_value("Declarer", text)
        if declarer is not None and seat is not declarer:
            raise PbnError(f"Declarer {quote(text)} does not agree with the declarer {declarer.name}.", token=text, tag="Declarer")
        declarer = seat
    if passed_tag and declarer is not None:
        raise PbnError(
            f"The deal was passed out (Contract 'Pass'), so it has no declarer, yet the declarer is {declarer.name}.",
            token=declarer.name, tag="Declarer",
        )
    if contract is not None and declarer is not None:
        contract = contract.replace(declarer=declarer)

    if auction is not None:
        contract, declarer, passed_tag = _against_auction(auction, contract, declarer, passed_tag)
    return contract, declarer, passed_tag


def _normalize(
    deal: Deal,
    auction: Auction | None,
    play: Play | None,
    contract: Contract | None,
    declarer: Seat | None,
    result: int | None,
    tags: Mapping[str, str],
    notes: Iterable[str],
    sections: Mapping[str, Iterable[str]],
) -> dict[str, Any]:
    """Check that the parts of a game agree and give them in canonical form: the tags
    with meaning rewritten from the parsed values, in PBN export order."""
    if not isinstance(deal, Deal):
        raise _wrong_type("The deal", "a Deal", deal)
    if not isinstance(tags, Mapping):
        raise _wrong_type("The tags", "a dict of tag names and their texts", tags)
    tags = _checked_tags(tags)
    _deal_tags(tags, deal)
    auction = _auction_part(tags, auction, deal)
    contract, declarer, passed_out = _resolve_contract(tags, auction, contract, declarer)
    play, contract, declarer = _play_part(tags, play, deal, contract, declarer, passed_out)
    if contract is not None:
        tags["Contract"] = contract.pbn
    elif passed_out:
        tags["Contract"] = "Pass"
    if declarer is not None:
        tags["Declarer"] = declarer.name

    result = _result_part(tags, result, play, deal, passed_out)
    notes, clean_sections = _notes_and_sections(tags, notes, sections)
    ordered = {name: tags[name] for name in _MANDATORY if name in tags}
    ordered.update((name, tags[name]) for name in ("Auction", "Play") if name in tags)
    ordered.update((name, value) for name, value in tags.items() if name not in ordered)
    return {
        "deal": deal, "auction": auction, "play": play, "contract": contract, "declarer": declarer,
        "result": result, "tags": ordered, "notes": notes, "sections": clean_sections,
    }


def _checked_tags(tags: Mapping[str, str]) -> dict[str, str]:
    """A copy of the tags, each name and value checked."""
    tags = dict(tags)
    for name, value in tags.items():
        if not isinstance(name, str) or not _TAG_NAME.fullmatch(name):
            raise PbnError(
                f"{quote_first(name)} is not a tag name: use letters, digits and '_', starting with a letter.",
                token=name if isinstance(name, str) else quote(name),
            )
        if name == "Note":
            raise PbnError("Note tags go in notes, not in tags.", token=name, tag=name)
        if not isinstance(value, str):
            raise _wrong_type(f"The value of the tag {_name(name)}", "text", value)
        if _NEWLINE.search(value):
            raise PbnError(f"The value of the tag {_name(name)} must fit on one line: {quote(value)}.", token=value, tag=name)

    return tags


def _deal_tags(tags: dict[str, str], deal: Deal) -> None:
    """Dealer, Vulnerable, Deal: the deal is the authority; the tags, if given, must agree."""
    text = _known(tags, "Dealer")
    if text is not None and _seat_value("Dealer", text) is not deal.dealer:
        raise PbnError(f"Dealer {quote(text)} does not agree with the deal's dealer {deal.dealer.name}.", token=text, tag="Dealer")
    text = _known(tags, "Vulnerable")
    if text is not None and _vulnerable_value(text) != deal.vulnerable:
        raise PbnError(
            f"Vulnerable {quote(text)} does not agree with the deal ({_vulnerable_text(deal.vulnerable)}).", token=text, tag="Vulnerable"
        )
    text = _known(tags, "Deal")
    if text is not None and not _same_hands(_deal_value(text), deal):
        raise PbnError(f"Deal {quote(text, _DEAL_QUOTE)} does not agree with the hands of the deal.", token=text, tag="Deal")
    tags["Dealer"] = deal.dealer.name
    tags["Vulnerable"] = _vulnerable_text(deal.vulnerable)
    tags["Deal"] = deal.to_pbn()



def _auction_part(tags: dict[str, str], auction: Auction | None, deal: Deal) -> Auction | None:
    """A copy of the auction, checked against the deal and the Auction tag (set from it)."""
    if auction is not None:
        if not isinstance(auction, Auction):
            raise _wrong_type("The auction", "an Auction", auction)
        if auction.dealer is not deal.dealer:
            raise PbnError(
                f"The auction starts with {auction.dealer.english}, but the dealer is {deal.dealer.english}: "
                "the dealer makes the first call.",
                token=auction.dealer.name, tag="Auction",
            )
        auction = auction.copy()
        text = _known(tags, "Auction")
        if text is not None and _seat_value("Auction", text) is not auction.dealer:
            raise PbnError(
                f"Auction {quote(text)}: the first call is the dealer's ({auction.dealer.name}).", token=text, tag="Auction"
            )
        tags["Auction"] = auction.dealer.name
    elif "Auction" in tags:
        raise PbnError("The game has an Auction tag but no auction.", token=tags["Auction"], tag="Auction")

    return auction


def _play_part(
    tags: dict[str, str], play: Play | None, deal: Deal, contract: Contract | None, declarer: Seat | None,
    passed_out: bool,
) -> tuple[Play | None, Contract | None, Seat | None]:
    """A copy of the play on this very deal, checked against the contract, the declarer and
    the Play tag (set from it); the play's contract and declarer when there is a play."""
    if play is not None:
        if not isinstance(play, Play):
            raise _wrong_type("The play", "a Play", play)
        if passed_out:
            raise PbnError("The deal was passed out, so there is no play.", token=tags.get("Play"), tag="Play")
        if not _same_hands(play.deal, deal):
            raise PbnError("The play was made with other hands than the deal's.", token=tags.get("Play"), tag="Play")
        if contract is not None and contract.pbn != play.contract.pbn:
            raise PbnError(
                f"Contract {quote(contract.pbn)} does not agree with the contract played, {play.contract.pbn}.",
                token=contract.pbn, tag="Contract",
            )
        if declarer is not None and declarer is not play.declarer:
            raise PbnError(
                f"Declarer {quote(declarer.name)} does not agree with the declarer of the play, {play.declarer.name}.",
                token=declarer.name, tag="Declarer",
            )
        contract, declarer = play.contract, play.declarer
        play = Play(deal, contract, play.played)  # an independent copy on this very deal
        text = _known(tags, "Play")
        if text is not None and _seat_value("Play", text) is not play.opening_leader:
            raise PbnError(
                f"Play {quote(text)}: the opening leader is {play.opening_leader.english}, on declarer's left.",
                token=text, tag="Play",
            )
        tags["Play"] = play.opening_leader.name
    elif "Play" in tags:
        raise PbnError("The game has a Play tag but no play.", token=tags["Play"], tag="Play")

    return play, contract, declarer


def _result_part(tags: dict[str, str], result: int | None, play: Play | None, deal: Deal, passed_out: bool) -> int | None:
    """The result (declarer's tricks) from the argument, the Result tag or a finished
    play, checked against each other; the Result tag is set from it."""
    if result is not None and (isinstance(result, bool) or not isinstance(result, int)):
        raise _wrong_type("The result", "a number of tricks", result)
    if result is not None and not 0 <= result <= 13:
        raise PbnError(f"The result {quote(result)} is not a number of tricks from 0 to 13.", token=quote(result), tag="Result")
    text = _known(tags, "Result")
    if text is not None:
        tricks = _result_value(text)
        if result is not None and tricks != result:
            raise PbnError(f"Result {quote(text)} does not agree with the result {result}.", token=text, tag="Result")
        result = tricks
    if result is None and play is not None and play.is_over:
        result = play.declarer_tricks
    if result is not None:
        token = tags.get("Result", str(result))
        if not 0 <= result <= min(13, deal.hand_size):
            raise PbnError(f"Result {quote(token)} is not a number of tricks from 0 to {deal.hand_size}.", token=token, tag="Result")
        if passed_out:
            raise PbnError(f"Result {quote(token)}: the deal was passed out, so there is no result.", token=token, tag="Result")
        if play is not None:
            won = play.declarer_tricks
            if play.is_over and result != won:
                raise PbnError(
                    f"Result {quote(token)} does not match the play: declarer's side took {won} tricks.", token=token, tag="Result"
                )
            if not won <= result <= won + play.tricks_left:
                raise PbnError(
                    f"Result {quote(token)} does not match the play: declarer's side has {won} tricks "
                    f"with {play.tricks_left} still to play.",
                    token=token, tag="Result",
                )
        tags["Result"] = str(result)

    return result


def _notes_and_sections(
    tags: Mapping[str, str], notes: Iterable[str], sections: Mapping[str, Iterable[str]],
) -> tuple[tuple[str, ...], dict[str, tuple[str, ...]]]:
    """The notes and the supplemental sections, checked (a section needs its table tag)."""
    notes = _texts("The notes", notes)
    for note in notes:
        if _NEWLINE.search(note):
            raise PbnError(f"A note must be text on one line: {quote(note)}.", token=note, tag="Note")
    if not isinstance(sections, Mapping):
        raise _wrong_type("The sections", "a dict of table tags and their lines", sections)
    clean_sections: dict[str, tuple[str, ...]] = {}
    for name, lines in sections.items():
        if not isinstance(name, str) or name not in tags or not _has_section(name) or name in ("Auction", "Play"):
            raise PbnError(
                f"A section of data needs its own table tag; {quote(name)} is not one.",
                token=name if isinstance(name, str) else quote(name), tag=name if isinstance(name, str) else None,
            )
        lines = _texts(f"The lines of the section {_name(name)}", lines)
        for line in lines:
            problem = _data_line_problem(line)
            if problem is not None:
                raise PbnError(
                    f"{quote(line)} is not a line of data for the section {_name(name)}: {problem}.", token=line, tag=name
                )
        if lines:  # a section without lines is not written, so it is not kept
            clean_sections[name] = lines

    return notes, clean_sections


def _tag_text(name: str, value: object) -> str:
    """A tag value given as any object (``Board=3``) as its text."""
    try:
        return str(value)
    except ValueError:  # a number too long to print
        raise _wrong_type(f"The value of the tag {_name(name)}", "a text or a short number", value) from None


def _texts(what: str, values: object) -> tuple[str, ...]:
    """``values`` (a list or tuple of texts) as a tuple; a single text is refused, not
    split into its characters."""
    if isinstance(values, (str, bytes)) or not isinstance(values, (list, tuple)):
        raise _wrong_type(what, "a list of texts", values)
    for value in values:
        if not isinstance(value, str):
            raise _wrong_type(f"Each of {what[0].lower()}{what[1:]}", "a text", value)
    return tuple(values)


def _data_line_problem(line: str) -> str | None:
    """Why ``line`` would not read back the same as a line of a section of data, or None.
    The reader decides: the line must come out of :func:`_strip_comments` unchanged."""
    if not line.strip():
        return "it is blank, and a blank line ends the game"
    if _NEWLINE.search(line):
        return "it must fit on one line"
    if line[0] in "[%":
        return f"a line starting with {quote(line[0])} is {'a tag' if line[0] == '[' else 'ignored'}"
    content, in_brace, _ = _strip_comments(line, False)
    if in_brace or content.strip() != line:
        return "white space at either end, a ';' comment or a '{...}' comment is not kept"
    return None


# --- the game -----------------------------------------------------------------------
@dataclass(frozen=True)
class Game:
    """One PBN game: a deal, perhaps its auction and play, and its tags.

    ``tags`` holds every tag of the game as text, in the order they are written (PBN's
    mandatory tags first, then Auction and Play, then the others). The tags that have a
    meaning always agree with the parsed values: Dealer, Vulnerable and Deal with
    ``deal``; Auction and Play with ``auction`` and ``play`` (their seats); Contract and
    Declarer with ``contract`` and ``declarer``; Result with ``result`` (tricks taken by
    declarer's side; taken from the play when it is over). Values given both ways must
    agree, and a value missing from the fields is read from the tags, so ``Game(deal, tags={"Contract": "3NT",
    "Declarer": "S"})`` knows its contract. Unknown values ('' or '?') stay as written.

    ``notes`` are the texts of the Note tags (note references ``=1=`` inside the
    auction and play are not kept); ``sections`` maps a supplemental table tag
    (``OptimumResultTable`` ...) to its lines of data, kept as text.

    A game is immutable: build a changed one with :func:`dataclasses.replace`, which
    checks everything again. Its ``auction`` and ``play`` are its own copies.

    >>> game = Game(Deal.random(1), tags={"Event": "Practice", "Contract": "3NT", "Declarer": "S"})
    >>> str(game.contract), game.declarer, list(game.tags)
    ('3NT by S', Seat.S, ['Event', 'Dealer', 'Vulnerable', 'Deal', 'Declarer', 'Contract'])
    """

    deal: Deal
    auction: Auction | None = None
    play: Play | None = None
    contract: Contract | None = None
    declarer: Seat | None = None
    result: int | None = None
    tags: dict[str, str] = field(default_factory=dict)
    notes: tuple[str, ...] = ()
    sections: dict[str, tuple[str, ...]] = field(default_factory=dict)

    __hash__ = None  # type: ignore[assignment]

    def __post_init__(self) -> None:
        values = _normalize(
            self.deal, self.auction, self.play, self.contract, self.declarer, self.result,
            self.tags, self.notes, self.sections,
        )
        for name, value in values.items():
            object.__setattr__(self, name, value)

    @classmethod
    def from_play(cls, play: Play, auction: Auction | None = None, **tags: object) -> Game:
        """The game of a :class:`~bridgelib.play.Play` (finished or not), with its
        auction if known and any further tags (``Event="Club night", Board=3``).

        The result is the tricks declarer's side took when the play is over; for a play
        stopped early (a claim) give it as ``Result=...``.

        >>> deal = Deal.random(5).replace(dealer=Seat.S)
        >>> auction = Auction(Seat.S, "1NT Pass 3NT Pass Pass Pass")
        >>> play = Play(deal, auction.contract)
        >>> while not play.is_over:
        ...     play.play(play.legal_cards()[0])
        >>> game = Game.from_play(play, auction, Event="Practice", Board=1)
        >>> game.result == play.declarer_tricks, game.tags["Board"], game.tags["Contract"]
        (True, '1', '3NT')
        """
        if not isinstance(play, Play):
            raise _wrong_type("The play", "a Play", play)
        return cls(
            deal=play.deal, auction=auction, play=play, contract=play.contract, declarer=play.declarer,
            tags={name: _tag_text(name, value) for name, value in tags.items()},
        )

    @property
    def is_passed_out(self) -> bool:
        """True when the deal was passed out (four passes; Contract tag 'Pass')."""
        return self.tags.get("Contract") == "Pass"

    @property
    def pbn(self) -> str:
        """The game as PBN text (:meth:`to_pbn`)."""
        return self.to_pbn()

    def to_pbn(self) -> str:
        """The game as PBN text: one tag per line, each section after its tag, ending
        with a newline. Reading it back gives an equal game."""
        out: list[str] = []
        for name, value in self.tags.items():
            out.append(f'[{name} "{_escape(value)}"]')
            if name == "Auction":
                out.extend(_auction_lines(self.auction))  # type: ignore[arg-type]
                out.extend(f'[Note "{_escape(note)}"]' for note in self.notes)
            elif name == "Play":
                out.extend(_play_lines(self.play))  # type: ignore[arg-type]
            elif name in self.sections:
                out.extend(self.sections[name])
        if "Auction" not in self.tags:
            out.extend(f'[Note "{_escape(note)}"]' for note in self.notes)
        return "\n".join(out) + "\n"


def _auction_lines(auction: Auction) -> list[str]:
    """The calls, four to a line; '*' after an auction that is not over."""
    tokens = [call.pbn for call in auction.calls]
    if not auction.is_over:
        tokens.append("*")
    return [" ".join(tokens[i : i + 4]) for i in range(0, len(tokens), 4)]


def _play_lines(play: Play) -> list[str]:
    """One line per trick, the columns in seat order from the opening leader; '-' for a
    card not played and a last line '*' when the play is not over."""
    leader = play.opening_leader
    seats = [leader.next(k) for k in range(4)]
    tricks = list(play.tricks)
    current = play.current_trick
    if current is not None and current.cards:
        tricks.append(current)
    lines = []
    for trick in tricks:
        cards = [trick.card_of(seat) for seat in seats]
        lines.append(" ".join(card.pbn if card is not None else "-" for card in cards))
    if not play.is_over:
        lines.append("*")
    return lines


def games_to_pbn(games: Iterable[Game]) -> str:
    """Several games as one PBN text, separated by blank lines; :func:`parse_games`
    reads it back."""
    return "\n".join(game.to_pbn() for game in games)


# --- reading ------------------------------------------------------------------------
_COMMENT_OR_STRING = re.compile(r'[";{]')
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?:\\$)?"?')


def _strip_comments(raw: str, in_brace: bool) -> tuple[str, bool, bool]:
    """One line without its comments ``; ...`` and ``{ ... }`` (each ``{`` and ``}``
    becomes a space), outside tag values in double quotes. ``in_brace`` says whether a
    ``{`` comment is open at the start of the line; returns the text, whether a ``{``
    comment is open at its end, and whether that comment was opened on this line.

    >>> _strip_comments('[Event "a;{b}"] ; note', False)
    ('[Event "a;{b}"] ', False, False)
    >>> _strip_comments("1H {six} Pass {more", False)
    ('1H    Pass  ', True, True)
    """
    parts: list[str] = []
    opened_here = False
    i, n = 0, len(raw)
    while i < n:
        if in_brace:
            j = raw.find("}", i)
            if j < 0:
                break
            parts.append(" ")
            in_brace, opened_here, i = False, False, j + 1
            continue
        m = _COMMENT_OR_STRING.search(raw, i)
        if m is None:
            parts.append(raw[i:])
            break
        j = m.start()
        parts.append(raw[i:j])
        ch = raw[j]
        if ch == ";":
            break
        if ch == "{":
            parts.append(" ")
            in_brace, opened_here, i = True, True, j + 1
            continue
        string = _STRING.match(raw, j)
        assert string is not None  # it matches at least the '"'
        parts.append(string.group())
        i = string.end()
    return "".join(parts), in_brace, opened_here


def _clean_lines(text: str) -> list[tuple[int, str, bool]]:
    """Each line as (number, text without comments, is a blank separator line).

    Comments ``; ...`` (to the end of the line) and ``{ ... }`` (over several lines if
    need be) are removed, outside tag values; lines starting with '%' are ignored."""
    if not isinstance(text, str):
        raise _wrong_type("The PBN text", "a string", text)
    out: list[tuple[int, str, bool]] = []
    in_brace = False
    brace_line = 0  # the line where the open '{' comment started
    for number, raw in enumerate(_NEWLINE.split(text), 1):
        if not in_brace:
            if not raw.strip():
                out.append((number, "", True))
                continue
            if raw.startswith("%"):
                out.append((number, "", False))
                continue
        content, in_brace, opened_here = _strip_comments(raw, in_brace)
        if opened_here:
            brace_line = number
        out.append((number, content.strip(), False))
    if in_brace:
        raise PbnError("A comment opened with '{' is never closed with '}'.", line=brace_line, token="{")
    return out


def _split_games(text: str) -> list[list[tuple[int, str]]]:
    """The games of a text: groups of lines between blank lines, with some content."""
    groups: list[list[tuple[int, str]]] = []
    current: list[tuple[int, str]] = []
    for number, content, blank in _clean_lines(text):
        if blank:
            if current:
                groups.append(current)
            current = []
        elif content:
            current.append((number, content))
    if current:
        groups.append(current)
    return groups


def _tag_syntax_error(text: str, number: int) -> PbnError:
    """Explain why ``text`` (starting with '[') is not a well-formed tag."""
    body = text[1:].lstrip()
    name = _TAG_NAME.match(body)
    if name is None:
        reason = "a tag starts with its name, like [Event \"Club night\"]"
    else:
        rest = body[name.end() :].lstrip()
        if not rest.startswith('"'):
            reason = "the tag value must be written in double quotes, like [Event \"Club night\"]"
        elif re.match(r'"(?:[^"\\]|\\.)*"', rest) is None:
            reason = "the tag value is not closed with '\"'"
        else:
            reason = "the tag is not closed with ']'"
    return PbnError(f"{quote(text)} is not a well-formed tag: {reason}.", line=number, token=text)


def _read_group(group: list[tuple[int, str]]) -> dict[str, Any]:
    """Split one game's lines into tags (with their lines), sections and notes."""
    tags: dict[str, str] = {}
    lines: dict[str, int] = {}
    sections: dict[str, list[tuple[int, str]]] = {}
    notes: list[str] = []
    current: str | None = None
    for number, content in group:
        pos = 0  # tags are read in place: slicing the line after each would be quadratic
        if content.startswith("["):
            while content.startswith("[", pos):
                m = _TAG.match(content, pos)
                if m is None:
                    raise _tag_syntax_error(content[pos:], number)
                name, value = m.group(1), _unescape(m.group(2))
                if name == "Note":
                    notes.append(value)
                elif name in tags:
                    raise PbnError(
                        f"The tag {quote(name)} appears twice in this game (first on line {lines[name]}).",
                        line=number, token=name, tag=name,
                    )
                else:
                    tags[name] = value
                    lines[name] = number
                current = name
                pos = _SPACES.match(content, m.end()).end()  # type: ignore[union-attr]
            if pos == len(content):
                continue
        rest = content[pos:]
        if current is None or current == "Note" or not _has_section(current):
            token = rest.split()[0]
            what = "a tag" if current is None else f"part of the tag {_name(current)}, which has no section of data"
            raise PbnError(
                f"{quote(token)} is not {what}: write tags like [Event \"Club night\"], one per line.",
                line=number, token=token, tag=current,
            )
        sections.setdefault(current, []).append((number, rest))
    return {"tags": tags, "lines": lines, "sections": sections, "notes": notes}


def _read_auction(dealer: Seat, section: list[tuple[int, str]]) -> Auction:
    """Replay the calls of an Auction section."""
    auction = Auction(dealer)
    ended: str | None = None
    for number, content in section:
        for token in content.split():
            if _is_annotation(token):
                continue
            if ended is not None:
                if token in _END_MARKS:
                    continue
                raise PbnError(f"{quote(token)} comes after the end of the auction ({quote(ended)}).", line=number, token=token, tag="Auction")
            if token in _END_MARKS:
                ended = token
                continue
            word = _SUFFIX.sub("", token)
            if _ascii_upper(word) == "AP":
                if auction.is_over:
                    raise PbnError(f"{quote(token)} comes after the end of the auction.", line=number, token=token, tag="Auction")
                while not auction.is_over:
                    auction.call(PASS)
                continue
            try:
                call = Call.parse(word)
            except ValueError:
                raise PbnError(
                    f"{quote(token)} is not a call: write Pass, X, XX, AP (all pass) or a bid like 1C or 3NT.",
                    line=number, token=token, tag="Auction",
                ) from None
            try:
                auction.call(call)
            except IllegalCall as err:
                raise PbnError(f"{quote(token)} is not allowed here: {err}", line=number, token=token, tag="Auction") from err
    return auction


def _read_play(deal: Deal, contract: Contract, leader: Seat, section: list[tuple[int, str]]) -> Play:
    """Replay the cards of a Play section: one trick per line, each column a seat (the
    first the opening leader's), '-' for a card not played, '*' at the end."""
    play = Play(deal, contract)
    seats = [leader.next(k) for k in range(4)]
    ended = False
    stopped = False  # a card was not played: no card may follow
    for number, content in section:
        tokens = [t for t in content.split() if not _is_annotation(t)]
        if not tokens:
            continue
        if ended:
            raise PbnError(f"{quote(tokens[0])} comes after the end of the play ('*').", line=number, token=tokens[0], tag="Play")
        row: list[str] = []
        for k, token in enumerate(tokens):
            if token in ("*", "+"):
                ended = True
                if k + 1 < len(tokens):
                    extra = tokens[k + 1]
                    raise PbnError(f"{quote(extra)} comes after the end of the play ('*').", line=number, token=extra, tag="Play")
                break
            row.append(token)
        if len(row) > 4:
            raise PbnError(
                f"{quote(row[4])} is a fifth card on one line: write one trick per line, a card for each seat "
                f"in the order {' '.join(s.name for s in seats)}.",
                line=number, token=row[4], tag="Play",
            )
        if len(row) < 4 and not ended:
            raise PbnError(
                f"{quote(content)} has {len(row)} cards: write one trick per line, a card for each seat "
                f"in the order {' '.join(s.name for s in seats)} ('-' for a card not played).",
                line=number, token=content, tag="Play",
            )
        by_seat = dict(zip(seats, row + ["-"] * (4 - len(row)), strict=False))
        first = play.turn if not stopped else None
        order = [first.next(k) for k in range(4)] if first is not None else seats
        for seat in order:
            token = by_seat[seat]
            if token == "-":
                stopped = True
                continue
            if stopped:
                raise PbnError(
                    f"{quote(token)} ({seat.english}) comes after a card not played ('-'): the play stopped there.",
                    line=number, token=token, tag="Play",
                )
            if first is None:  # every trick has been played
                raise PbnError(f"{quote(token)} comes after the last trick.", line=number, token=token, tag="Play")
            try:
                card = Card.parse(_SUFFIX.sub("", token))
            except ValueError:
                raise PbnError(
                    f"{quote(token)} is not a card: write the suit and the rank, like SA, HT or C2.",
                    line=number, token=token, tag="Play",
                ) from None
            try:
                play.play(card)
            except IllegalPlay as err:
                raise PbnError(
                    f"{quote(token)} cannot be played by {seat.english}: {err}", line=number, token=token, tag="Play"
                ) from err
    return play


def _build_game(group: list[tuple[int, str]]) -> Game:
    """Read and check one game; every error names its line."""
    first_line = group[0][0]
    parts = _read_group(group)
    tags: dict[str, str] = parts["tags"]
    lines: dict[str, int] = parts["lines"]

    def place(err: PbnError) -> PbnError:
        return err._at(lines.get(err.tag or "", first_line))

    try:
        deal_text = _known(tags, "Deal")
        if deal_text is None:
            raise PbnError(
                "The game has no Deal tag: give the hands like [Deal \"N:AKQ.JT9.8765.432 ...\"].", line=first_line
            )
        dealer: Seat | None = None
        text = _known(tags, "Dealer")
        if text is not None:
            dealer = _seat_value("Dealer", text)
        auction_seat: Seat | None = None
        if "Auction" in tags:
            auction_seat = _seat_value("Auction", tags["Auction"])
            if dealer is not None and auction_seat is not dealer:
                raise PbnError(
                    f"Auction {quote(tags['Auction'])}: the auction starts with the dealer, who is {dealer.english}.",
                    token=tags["Auction"], tag="Auction",
                )
            dealer = auction_seat
        text = _known(tags, "Vulnerable")
        vulnerable = _vulnerable_value(text) if text is not None else frozenset()
        deal = _deal_value(deal_text, dealer).replace(vulnerable=vulnerable)

        auction = None
        if auction_seat is not None:
            auction = _read_auction(auction_seat, parts["sections"].get("Auction", []))

        contract, declarer, passed_out = _resolve_contract(tags, auction, None, None)

        play = None
        if "Play" in tags:
            leader = _seat_value("Play", tags["Play"])
            if passed_out:
                raise PbnError(
                    f"Play {quote(tags['Play'])}: the deal was passed out, so it has no play.", token=tags["Play"], tag="Play"
                )
            if contract is None or declarer is None:
                raise PbnError(
                    f"Play {quote(tags['Play'])}: a Play section needs the contract and its declarer; give a "
                    "complete auction or the Contract and Declarer tags.",
                    token=tags["Play"], tag="Play",
                )
            if leader is not declarer.left:
                raise PbnError(
                    f"Play {quote(tags['Play'])}: the opening leader is {declarer.left.english}, on declarer's left.",
                    token=tags["Play"], tag="Play",
                )
            play = _read_play(deal, contract, leader, parts["sections"].get("Play", []))

        sections = {
            name: tuple(content for _, content in section_lines)
            for name, section_lines in parts["sections"].items()
            if name not in ("Auction", "Play")
        }
        return Game(
            deal=deal, auction=auction, play=play, contract=contract, declarer=declarer,
            tags=tags, notes=tuple(parts["notes"]), sections=sections,
        )
    except PbnError as err:
        raise place(err) from err.__cause__


def parse_games(text: str) -> list[Game]:
    """Every game of a PBN text (games are separated by blank lines); line numbers in
    errors count from the first line of ``text``.

    >>> games = parse_games('''% PBN 2.1
    ...
    ... [Board "1"]
    ... [Deal "N:AKQ.JT9.8765.432 JT9.8765.432.AKQ 8765.432.AKQ.JT9 432.AKQ.JT9.8765"]
    ...
    ... [Board "2"]
    ... [Dealer "E"]
    ... [Deal "N:AKQ.JT9.8765.432 JT9.8765.432.AKQ 8765.432.AKQ.JT9 432.AKQ.JT9.8765"]
    ... ''')
    >>> [(g.tags["Board"], g.deal.dealer) for g in games]
    [('1', Seat.N), ('2', Seat.E)]
    """
    return [_build_game(group) for group in _split_games(text)]


def parse_game(text: str) -> Game:
    """The one game of a PBN text; PbnError when the text holds no game or several."""
    groups = _split_games(text)
    if not groups:
        raise PbnError("There is no game in this text: a game is a list of tags like [Deal \"N:...\"].", line=1)
    if len(groups) > 1:
        number, content = groups[1][0]
        raise PbnError(
            f"A second game starts here ({quote(content)}): use parse_games for a file of several games.",
            line=number, token=content,
        )
    return _build_game(groups[0])
