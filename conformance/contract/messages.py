"""A JSON Schema validation error explained in JSON's words.

The ``jsonschema`` package words its errors in Python: ``None is not of type
'string'``, ``'leaders' is a required property``. The implementers reading
them write JavaScript, Go, Rust ...; their program sent ``null``. Here the
same errors read ``null is not of type "string"`` and ``"leaders" is a
required property``: every value quoted as JSON, every type by JSON Schema's
name for it (docs/protocol.md).

The value quoted first is shortened (a long object named by its keys, any
other long value cut) so that the reason after it survives, and a message
stays within :data:`LIMIT` characters. A value that is not JSON data at all
(an in-process implementation may hand over a set, a tuple, NaN, an object of
its own) is named by its Python type.
"""

from __future__ import annotations

import json
import re
import reprlib
from typing import Any, Callable

#: the longest message :func:`explained` gives
LIMIT = 300
#: the longest the value quoted first may be, shortened
FIRST_LIMIT = 120

_JSON_SCALARS = (str, int, float, bool, type(None))
_INF = float("inf")
#: what JSON text written with ensure_ascii=False may still hold that no terminal should get raw:
#: C1 controls, DEL, line and paragraph separators, lone surrogates (written as JSON escapes)
_UNSAFE = re.compile("[\x7f-\x9f\u2028\u2029\ud800-\udfff]")
_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = 60
_REPR.maxlevel = 3
#: the longest a Python repr may be in a message (what follows it says what Python type it is)
_REPR_LIMIT = 60


def explained(error: Any) -> str:
    """What a ``jsonschema`` ValidationError found wrong, with JSON values and JSON Schema's type
    names, shortened to :data:`LIMIT` characters (the "where" is the caller's to add)."""
    wording = _WORDINGS.get(error.validator)
    message = (wording(error) if wording else None) or _requoted(error)
    if is_about_a_key(error):
        message = f"property name {message}"
    return message if len(message) <= LIMIT else message[: LIMIT - 3] + "..."


def is_about_a_key(error: Any) -> bool:
    """Whether ``error`` judges an object's key (a ``propertyNames`` schema) rather than a value."""
    path = list(error.absolute_schema_path)
    return any(step == "propertyNames" and (i == 0 or path[i - 1] not in _NAMING) for i, step in enumerate(path))


#: keywords whose next step in a schema path is a name of the schema's own, not a keyword
_NAMING = ("properties", "patternProperties", "$defs", "dependentSchemas")


def json_text(value: Any) -> str:
    """``value`` written as JSON, or, when it is not JSON data, its Python repr saying so:
    ``{1, 2} (a Python set, not JSON data)``."""
    foreign = not_json(value)
    if foreign is not None:
        return f"{_short_repr(value)} ({foreign})"
    return _UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", json.dumps(value, ensure_ascii=False))


def first_shown(value: Any) -> str:
    """``value`` as the subject of a message: JSON, shortened so that what follows survives; a
    long object is named by its keys."""
    text = json_text(value)
    if len(text) <= FIRST_LIMIT or not_json(value) is not None:  # a repr is short already
        return text
    if isinstance(value, dict):
        keys = ", ".join(json_text(key) for key in value)
        return f"an object with keys {keys if len(keys) <= FIRST_LIMIT else keys[: FIRST_LIMIT - 3] + '...'}"
    return text[: FIRST_LIMIT - 3] + "..."


def key_text(key: Any) -> str:
    """An object's key written as JSON, or, when it is not a string, its Python repr saying so."""
    if isinstance(key, str):
        return json_text(key)
    return f"{_short_repr(key)} (a Python {_type(key)} key, not JSON data)"


def not_json(value: Any) -> str | None:
    """Why ``value`` is not JSON data -- ``a Python set, not JSON data``, ``a Python dict holding
    a Python tuple, not JSON data``, ``a Python float, not a JSON number`` (NaN, infinity) -- or
    None when it is JSON data."""
    found = _first_foreign(value)
    if found is None:
        return None
    if found is value and isinstance(value, float):
        return "a Python float, not a JSON number"
    if found is value:
        return f"a Python {_type(value)}, not JSON data"
    if isinstance(found, _Key) and found.holder is value:
        inside = f"with a Python {_type(found.key)} key"
    elif isinstance(found, _Key):
        inside = f"holding a dict with a Python {_type(found.key)} key"
    elif isinstance(found, _Loop) and found.holder is value:
        inside = "holding itself"
    elif isinstance(found, _Loop):
        inside = f"holding a {_type(found.holder)} that holds itself"
    elif isinstance(found, float):
        inside = f"holding the float {found!r}"
    else:
        inside = f"holding a Python {_type(found)}"
    return f"a Python {_type(value)} {inside}, not JSON data"


def _type(value: Any) -> str:
    return type(value).__name__


class _Key:
    """A key that is not a string (JSON's object keys are), and the dict holding it."""

    def __init__(self, key: Any, holder: dict) -> None:
        self.key, self.holder = key, holder


class _Loop:
    """A list or dict met again inside itself."""

    def __init__(self, holder: list | dict) -> None:
        self.holder = holder


def _first_foreign(value: Any) -> Any:
    """The first part of ``value`` that is not JSON data (a ``_Key`` or ``_Loop`` for a key that
    is not a string or a container inside itself), or None. Walked without recursion."""
    stack: list[tuple[Any, frozenset[int]]] = [(value, frozenset())]
    while stack:
        part, inside = stack.pop()
        if isinstance(part, float):
            if part != part or part in (_INF, -_INF):
                return part
        elif isinstance(part, _JSON_SCALARS):
            continue
        elif isinstance(part, (dict, list)):
            if id(part) in inside:
                return _Loop(part)
            for key in part if isinstance(part, dict) else ():
                if not isinstance(key, str):
                    return _Key(key, part)
            within = inside | {id(part)}
            items = list(part.values()) if isinstance(part, dict) else list(part)
            stack.extend((item, within) for item in reversed(items))
        else:
            return part
    return None


def _short_repr(value: Any) -> str:
    text = _REPR.repr(value)
    return text if len(text) <= _REPR_LIMIT else text[: _REPR_LIMIT - 3] + "..."


def _types(error: Any) -> str:
    names = error.validator_value if isinstance(error.validator_value, list) else [error.validator_value]
    return f"{first_shown(error.instance)} is not of type {' or '.join(map(json_text, names))}"


def _required(error: Any) -> str | None:
    missing = next((name for name in error.validator_value if error.message == f"{name!r} is a required property"),
                   None)
    return None if missing is None else f"{json_text(missing)} is a required property"


def _unexpected(error: Any) -> str | None:
    if error.validator_value is not False or not isinstance(error.instance, dict):
        return None
    schema = error.schema if isinstance(error.schema, dict) else {}
    known, patterns = schema.get("properties", {}), sorted(schema.get("patternProperties", {}))
    extras = sorted((key for key in error.instance if key not in known
                     and not (isinstance(key, str) and any(re.search(p, key) for p in patterns))), key=str)
    if not extras:
        return None
    names, one = ", ".join(map(key_text, extras)), len(extras) == 1
    if patterns:
        return f"{names} {'does' if one else 'do'} not match any of the regexes: {', '.join(map(json_text, patterns))}"
    return f"Additional properties are not allowed ({names} {'was' if one else 'were'} unexpected)"


def _said(template: str) -> Callable[[Any], str]:
    """The wording ``template``, naming the value as ``{value}`` and the keyword's as ``{bound}``."""
    return lambda error: template.format(value=first_shown(error.instance), bound=json_text(error.validator_value))


def _counted(nouns: tuple[str, str], beyond: str, *, least: bool) -> Callable[[Any], str]:
    """The wording of a bound on how many items, characters or properties a value has (``least``:
    a lower bound); ``beyond`` says how the value misses it."""

    def wording(error: Any) -> str:
        bound, subject = error.validator_value, first_shown(error.instance)
        if least and bound == 1:
            return f"{subject} should be non-empty"
        if not least and bound == 0:
            return f"{subject} is expected to be empty"
        return f"{subject} {beyond} {json_text(bound)} {nouns[bound != 1]}"

    return wording


def _non_unique(error: Any) -> str:
    subject, seen = first_shown(error.instance), set()
    for item in error.instance if isinstance(error.instance, list) else ():
        if not_json(item) is None:
            text = json.dumps(item, sort_keys=True)
            if text in seen:
                return f"{subject} has non-unique elements ({json_text(item)} more than once)"
            seen.add(text)
    return f"{subject} has non-unique elements"


def _const(error: Any) -> str:
    return f"{json_text(error.validator_value)} was expected, not {first_shown(error.instance)}"


def _not_one(error: Any) -> str:
    if error.message.endswith(" is not valid under any of the given schemas"):
        return f"{first_shown(error.instance)} is not valid under any of the given schemas"
    return f"{first_shown(error.instance)} is valid under more than one of the given schemas"


def _dependency(error: Any) -> str | None:
    for present, needed in (error.validator_value or {}).items():
        for name in needed:
            if error.message == f"{name!r} is a dependency of {present!r}":
                return f"{json_text(name)} is a dependency of {json_text(present)}"
    return None


def _extra_items(error: Any) -> str | None:
    if error.validator_value is not False or not isinstance(error.instance, list):
        return None
    prefix = len(error.schema.get("prefixItems", [])) if isinstance(error.schema, dict) else 0
    extra = len(error.instance) - prefix
    rest = error.instance[prefix:] if extra != 1 else error.instance[prefix]
    return f"Expected at most {prefix} item{'' if prefix == 1 else 's'} but found {extra} extra: {first_shown(rest)}"


def _requoted(error: Any) -> str:
    """jsonschema's own message, with the Python reprs of the value and of the keyword's value
    written as JSON where they appear."""
    message = error.message
    for value, shown in ((error.instance, first_shown), (error.validator_value, json_text)):
        try:
            quoted = repr(value)
        except Exception:  # a repr that fails: jsonschema's message cannot hold it either
            continue
        if quoted in message:
            message = message.replace(quoted, shown(value), 1)
    return message


_WORDINGS: dict[str, Callable[[Any], str | None]] = {
    "type": _types,
    "required": _required,
    "additionalProperties": _unexpected,
    "enum": _said("{value} is not one of {bound}"),
    "const": _const,
    "minimum": _said("{value} is less than the minimum of {bound}"),
    "maximum": _said("{value} is greater than the maximum of {bound}"),
    "exclusiveMinimum": _said("{value} is less than or equal to the minimum of {bound}"),
    "exclusiveMaximum": _said("{value} is greater than or equal to the maximum of {bound}"),
    "multipleOf": _said("{value} is not a multiple of {bound}"),
    "pattern": _said("{value} does not match {bound}"),
    "minItems": _counted(("item", "items"), "has fewer than", least=True),
    "maxItems": _counted(("item", "items"), "has more than", least=False),
    "minLength": _counted(("character", "characters"), "is shorter than", least=True),
    "maxLength": _counted(("character", "characters"), "is longer than", least=False),
    "minProperties": _counted(("property", "properties"), "has fewer than", least=True),
    "maxProperties": _counted(("property", "properties"), "has more than", least=False),
    "uniqueItems": _non_unique,
    "oneOf": _not_one,
    "anyOf": _not_one,
    "dependentRequired": _dependency,
    "items": _extra_items,
}
