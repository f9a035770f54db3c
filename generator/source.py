"""Reading backends.yaml with a location on every value.

PyYAML's safe loader forgets where values came from and silently keeps the
last of two duplicate keys, so the generator composes the node graph itself
and walks it: every scalar, list and mapping below keeps its Loc, and the
strict readers reject leftovers, duplicates and wrong types with the line and
column of the offending node.
"""

from __future__ import annotations

import builtins
import difflib
from dataclasses import dataclass, field, replace
from typing import Iterator

import yaml


@dataclass(frozen=True)
class Loc:
    path: str
    line: int  # 1-based
    col: int  # 1-based
    # the entry by name, `backends[simd].ops.matmul`: what generated comments
    # cite (they do not move when lines above the entry change)
    entry: str = field(default="", compare=False)

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.col}"

    def named(self, entry: str) -> "Loc":
        return replace(self, entry=entry)


def where(loc: Loc) -> str:
    """The yaml entry a generated comment cites, by path (`backends[simd].ops.matmul`),
    never by line: a comment or an entry added above it changes nothing here
    (errors in the yaml still give the line and column)."""
    if not loc.entry:
        raise ValueError(f"no entry path for {loc}")
    return loc.entry


class SpecError(Exception):
    """An error in backends.yaml, printed as `path:line:col: error: message`."""

    def __init__(self, loc: Loc, message: str):
        super().__init__(f"{loc}: error: {message}")
        self.loc = loc
        self.message = message


def loc_of(path: str, node: yaml.Node) -> Loc:
    mark = node.start_mark
    return Loc(path, mark.line + 1, mark.column + 1)


# Flow collections ([ or {) nested deeper than this are refused before the
# YAML parser, which recurses once per level, could exhaust Python's stack.
MAX_NESTING = 64


def _loc_at(path: str, text: str, offset: int) -> Loc:
    """The line and column of character `offset` of text."""
    before = text[:offset]
    line = before.count("\n") + 1
    return Loc(path, line, offset - (before.rfind("\n") + 1) + 1)


def _too_deep(text: str) -> int | None:
    """Where flow nesting first exceeds MAX_NESTING (quotes and comments
    skipped), or None."""
    depth, i, n = 0, 0, len(text)
    while i < n:
        c = text[i]
        if c in "[{":
            depth += 1
            if depth > MAX_NESTING:
                return i
        elif c in "]}":
            depth = max(0, depth - 1)
        elif c in "'\"":
            end = text.find(c, i + 1)
            while c == '"' and end > 0 and text[end - 1] == "\\":
                end = text.find(c, end + 1)
            i = n if end < 0 else end
        elif c == "#" and (i == 0 or text[i - 1] in " \t\n"):
            end = text.find("\n", i)
            i = n if end < 0 else end
        i += 1
    return None


def _deepest_block(path: str, text: str) -> Loc:
    """Where block collections first nest more than MAX_NESTING deep, found
    with YAML's scanner (which, unlike its parser, does not recurse)."""
    depth = 0
    try:
        for token in yaml.scan(text, Loader=yaml.SafeLoader):
            if isinstance(token, (yaml.BlockMappingStartToken, yaml.BlockSequenceStartToken,
                                  yaml.FlowMappingStartToken, yaml.FlowSequenceStartToken)):
                depth += 1
                if depth > MAX_NESTING:
                    return Loc(path, token.start_mark.line + 1, token.start_mark.column + 1)
            elif isinstance(token, (yaml.BlockEndToken, yaml.FlowMappingEndToken, yaml.FlowSequenceEndToken)):
                depth -= 1
    except yaml.YAMLError:
        pass
    return Loc(path, 1, 1)


_FAST_LOADER = getattr(yaml, "CSafeLoader", None)


def _compose_fast(text: str) -> yaml.Node | None:
    """The node graph through LibYAML (PyYAML's C parser, several times faster
    than its Python one), made to look like the Python parser's: plain scalars
    have style None. None when LibYAML is missing, the text has a character
    PyYAML's reader refuses, or LibYAML finds an error: then the Python parser
    runs and gives its own messages and positions."""
    if _FAST_LOADER is None:
        return None
    try:
        yaml.reader.Reader(text)  # PyYAML's check for characters YAML does not allow
        node = yaml.compose(text, Loader=_FAST_LOADER)
    except (yaml.YAMLError, RecursionError):
        return None
    if node is None:
        return None
    stack = [(node, 0)]
    while stack:
        n, depth = stack.pop()
        if depth > MAX_NESTING:
            return None  # LibYAML does not recurse; the Python parser's limits and messages apply
        if isinstance(n, yaml.ScalarNode):
            if n.style == "":
                n.style = None
        elif isinstance(n, yaml.SequenceNode):
            stack.extend((v, depth + 1) for v in n.value)
        elif isinstance(n, yaml.MappingNode):
            for k, v in n.value:
                stack.append((k, depth + 1))
                stack.append((v, depth + 1))
    return node


def compose(path: str, text: str) -> yaml.Node:
    deep = _too_deep(text)
    if deep is not None:
        raise SpecError(_loc_at(path, text, deep), f"malformed YAML: collections nested more than {MAX_NESTING} deep")
    try:
        node = _compose_fast(text)
        if node is None:
            node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        loc = Loc(path, mark.line + 1, mark.column + 1) if mark else Loc(path, 1, 1)
        problem = exc.problem or exc.context or "malformed YAML"
        raise SpecError(loc, f"malformed YAML: {problem}") from None
    except yaml.reader.ReaderError as exc:
        # a character YAML does not allow (a control character, NUL)
        raise SpecError(_loc_at(path, text, exc.position),
                        f"malformed YAML: character U+{exc.character:04X} is not allowed (YAML is printable text)") \
            from None
    except yaml.YAMLError as exc:
        raise SpecError(Loc(path, 1, 1), f"malformed YAML: {exc}") from None
    except RecursionError:
        raise SpecError(_deepest_block(path, text), f"malformed YAML: collections nested more than {MAX_NESTING} "
                        "deep") from None
    if node is None:
        raise SpecError(Loc(path, 1, 1), "the file is empty; expected a mapping with dtypes, backends, ops and errors")
    return node


_KIND_NAMES = {
    yaml.MappingNode: "a mapping",
    yaml.SequenceNode: "a list",
    yaml.ScalarNode: "a scalar",
}


class Node:
    """A located YAML node with typed, strict accessors."""

    def __init__(self, path: str, node: yaml.Node, what: str):
        self.path = path
        self.node = node
        self.what = what  # how errors name this value, e.g. "backend 'simd'"
        self.loc = loc_of(path, node)

    def error(self, message: str) -> SpecError:
        return SpecError(self.loc, message)

    # ---- scalars ---------------------------------------------------------
    def _scalar(self, expected: str) -> yaml.ScalarNode:
        if not isinstance(self.node, yaml.ScalarNode):
            raise self.error(f"{self.what} must be {expected}, not {_KIND_NAMES[type(self.node)]}")
        return self.node

    def _resolved(self) -> str:
        """The YAML 1.1 type a plain scalar resolves to: str, int, bool, float, null."""
        node = self.node
        assert isinstance(node, yaml.ScalarNode)
        return {
            "tag:yaml.org,2002:int": "int",
            "tag:yaml.org,2002:bool": "bool",
            "tag:yaml.org,2002:float": "float",
            "tag:yaml.org,2002:null": "null",
        }.get(node.tag, "str")

    def is_scalar(self) -> bool:
        return isinstance(self.node, yaml.ScalarNode)

    def str(self) -> str:
        node = self._scalar("a string")
        kind = self._resolved()
        if kind != "str" and node.style is None:
            raise self.error(f"{self.what} must be a string, not {kind} {node.value!r}")
        if node.value == "":
            raise self.error(f"{self.what} must not be empty")
        return node.value

    def int(self) -> builtins.int:
        node = self._scalar("an integer")
        if self._resolved() != "int" or node.style is not None:
            raise self.error(f"{self.what} must be an integer, not {node.value!r}")
        return int(yaml.safe_load(node.value))

    def number(self) -> float:
        node = self._scalar("a number")
        if self._resolved() not in ("int", "float") or node.style is not None:
            raise self.error(f"{self.what} must be a number, not {node.value!r}")
        return float(yaml.safe_load(node.value))

    def bool(self) -> builtins.bool:
        node = self._scalar("true or false")
        if self._resolved() != "bool" or node.style is not None:
            raise self.error(f"{self.what} must be true or false, not {node.value!r}")
        return bool(yaml.safe_load(node.value))

    # ---- collections -----------------------------------------------------
    def items(self, item_what: builtins.str) -> Iterator["Node"]:
        if not isinstance(self.node, yaml.SequenceNode):
            raise self.error(f"{self.what} must be a list, not {_KIND_NAMES[type(self.node)]}")
        for index, child in enumerate(self.node.value):
            yield Node(self.path, child, f"{item_what} #{index + 1}")

    def is_list(self) -> builtins.bool:
        return isinstance(self.node, yaml.SequenceNode)

    def is_mapping(self) -> builtins.bool:
        return isinstance(self.node, yaml.MappingNode)

    def mapping(self) -> "Mapping":
        if not isinstance(self.node, yaml.MappingNode):
            raise self.error(f"{self.what} must be a mapping, not {_KIND_NAMES[type(self.node)]}")
        return Mapping(self)


class Mapping:
    """A strict mapping: duplicate keys are errors, and `done()` rejects any
    key nobody asked for, suggesting the closest known key."""

    def __init__(self, owner: Node):
        self.owner = owner
        self.path = owner.path
        self.entries: dict[str, tuple[Node, Node]] = {}
        for key_node, value_node in owner.node.value:
            key = Node(self.path, key_node, f"a key of {owner.what}")
            if not isinstance(key_node, yaml.ScalarNode):
                raise key.error(f"keys of {owner.what} must be plain names")
            name = key_node.value
            if name in self.entries:
                first = self.entries[name][0].loc
                raise key.error(f"duplicate key '{name}' in {owner.what} (first at {first.line}:{first.col})")
            self.entries[name] = (key, Node(self.path, value_node, f"'{name}' of {owner.what}"))
        self.known: list[str] = []

    def __contains__(self, key: str) -> builtins.bool:
        return key in self.entries

    def keys(self) -> list[str]:
        return list(self.entries)

    def key_loc(self, key: str) -> Loc:
        return self.entries[key][0].loc

    def get(self, key: str) -> Node | None:
        self.known.append(key)
        entry = self.entries.get(key)
        if entry is None:
            return None
        # named after the owner as it is called now: a list item's owner is
        # "dtype #14" until its name is read, then "dtype 'f8'"
        entry[1].what = f"'{key}' of {self.owner.what}"
        return entry[1]

    def require(self, key: str) -> Node:
        node = self.get(key)
        if node is None:
            raise self.owner.error(f"{self.owner.what} has no '{key}'")
        return node

    def expect(self, keys: tuple[str, ...]) -> None:
        """Declare the keys up front and reject any other at once."""
        self.known.extend(keys)
        self.done()

    def done(self) -> None:
        for name, (key, _value) in self.entries.items():
            if name not in self.known:
                hint = difflib.get_close_matches(name, self.known, n=1)
                suggestion = f"; did you mean '{hint[0]}'?" if hint else ""
                expected = ", ".join(sorted(set(self.known)))
                raise key.error(f"unknown key '{name}' in {self.owner.what} (expected: {expected}){suggestion}")
