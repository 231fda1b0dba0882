"""Steps that state a position and its outcomes as data, for every game.

The fuzzer (conformance/fuzz/) writes its findings in this vocabulary: the
position as data tables, each action as the JSON the contract carries, and
the exact outcomes the reference engine gave. A cell holds JSON
(``4``, ``true``, ``["Roma"]``, ``"4"``); anything that is not JSON is a
plain string (``Rome``); an empty cell means the key is absent.

    Given the position's variant is "2-4"
    And the position's spaces:
      | space  | attributes                     |
      | Roma   | {"port": true, "walled": true} |
    And the position's connections:
      | between | and     | attributes        |
      | Roma    | Sutrium | {"type": "clear"} |
    And the position's pieces:
      | kind   | name     | faction | space   | count |
      | leader | Camillus | Rome    | Roma    |       |
      | cu     |          | Rome    | Roma    | 4     |
    And the position's markers:
      | marker  | value            |
      | control | {"Roma": "Rome"} |
    And the position's situation:
      | key     | value |
      | phasing | Rome  |
    When Rome takes the action {"type": "activate", "leader": "Camillus", "card": 1}
    Then the action's events are:
      | event                                          |
      | {"type": "activated", "leader": "Camillus"}     |
    And the legal actions are:
      | action                  |
      | {"type": "end_movement"} |
    And the state is:
      | key | value |
      | ... | ...   |
"""

from __future__ import annotations

import json
from typing import Any

from pytest_bdd import given, parsers, then, when

from conformance.checks.actions import spelled_out
from conformance.runner.world import World


def cell_value(text: str) -> Any:
    text = text.strip()
    try:
        return json.loads(text)
    except ValueError:
        return text


def cell_text(value: Any) -> str:
    """The cell that reads back as ``value`` (the inverse of :func:`cell_value`)."""
    if isinstance(value, str) and value.strip() == value and value:
        try:
            json.loads(value)
        except ValueError:
            return value
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def _rows(world: World, datatable: list[list[str]], columns: tuple[str, ...] | None = None):
    header = [cell.strip() for cell in datatable[0]]
    if columns is not None and header != list(columns):
        raise world.scenario_error(f"the table has columns {header}; expected {list(columns)}", line_offset=1)
    for offset, row in enumerate(datatable[1:], start=2):
        try:
            yield offset, {key: cell_value(cell) for key, cell in zip(header, row) if cell.strip()}
        except Exception as exc:  # noqa: BLE001 - a bad cell names its line
            raise world.scenario_error(f"bad cell: {exc}", line_offset=offset) from None


def _normal(value: Any) -> Any:
    from conformance.checks.differential import normal

    return normal(value)


def table_of_keys(world: World, datatable: list[list[str]]) -> dict[str, Any]:
    found = {}
    for offset, row in _rows(world, datatable, ("key", "value")):
        if "key" not in row:
            raise world.scenario_error("a row without a key", line_offset=offset)
        found[str(row["key"])] = row.get("value")
    return found


# -- Given: the position as data ------------------------------------------------------

@given(parsers.re(r'^the position\'s variant is "(?P<variant>[^"]+)"$'))
def data_variant(world: World, variant: str) -> None:
    world.require_not_started("the variant")
    world.position["variant"] = variant


@given("the position's spaces:")
def data_spaces(world: World, datatable: list[list[str]]) -> None:
    world.require_not_started("the spaces")
    spaces = dict(world.position["map"]["spaces"])  # a fixture map is shared by every scenario: add to a copy
    for offset, row in _rows(world, datatable, ("space", "attributes")):
        attributes = row.get("attributes", {})
        if not isinstance(attributes, dict):
            raise world.scenario_error("attributes is a JSON object", line_offset=offset)
        spaces[str(row["space"])] = attributes
    world.position["map"]["spaces"] = spaces


@given("the position's connections:")
def data_connections(world: World, datatable: list[list[str]]) -> None:
    world.require_not_started("the connections")
    connections = list(world.position["map"]["connections"])  # a fixture map is shared: add to a copy
    for offset, row in _rows(world, datatable, ("between", "and", "attributes")):
        attributes = row.get("attributes", {})
        if not isinstance(attributes, dict):
            raise world.scenario_error("attributes is a JSON object", line_offset=offset)
        connections.append({"between": [str(row["between"]), str(row["and"])], **attributes})
    world.position["map"]["connections"] = connections


@given("the position's pieces:")
def data_pieces(world: World, datatable: list[list[str]]) -> None:
    world.require_not_started("the pieces")
    for _, row in _rows(world, datatable):
        world.position["pieces"].append(row)


@given("the position's markers:")
def data_markers(world: World, datatable: list[list[str]]) -> None:
    world.require_not_started("the markers")
    for offset, row in _rows(world, datatable, ("marker", "value")):
        world.position["markers"][str(row["marker"])] = row.get("value")


@given("the position's situation:")
def data_situation(world: World, datatable: list[list[str]]) -> None:
    world.require_not_started("the situation")
    world.position["situation"].update(table_of_keys(world, datatable))


@given("the position's events in play:")
def data_events(world: World, datatable: list[list[str]]) -> None:
    world.require_not_started("the events in play")
    for _, row in _rows(world, datatable, ("event",)):
        world.position["events"].append(row["event"])


# -- When: an action as data -------------------------------------------------------------

@when(parsers.re(r"^(?P<player>\S.*?) takes the action (?P<action>\{.*\})$"))
def data_action(world: World, player: str, action: str) -> None:
    try:
        parsed = json.loads(action)
    except ValueError as exc:
        raise world.scenario_error(f"the action is not JSON: {exc}") from None
    world.act(player, parsed)


# -- Then: exact outcomes -------------------------------------------------------------------

@then("the action's events are:")
def data_events_are(world: World, datatable: list[list[str]]) -> None:
    world.check_no_unexpected_refusal()
    expected = [row.get("event") for _, row in _rows(world, datatable, ("event",))]
    found = [_normal(e) for e in world.last_events]
    assert found == [_normal(e) for e in expected], f"the action's events were {world.last_events}"


@then("the action caused no events")
def data_no_events(world: World) -> None:
    world.check_no_unexpected_refusal()
    assert world.last_events == [], f"the action's events were {world.last_events}"


@then("the pending decision's context is:")
def data_context(world: World, datatable: list[list[str]]) -> None:
    pending = world.pending_decision()
    found = {k: v for k, v in pending.items() if k not in ("decision", "player", "actions")}
    expected = table_of_keys(world, datatable)
    assert _normal(found) == _normal(expected), f"the pending decision's context is {found}"


@then("the legal actions are:")
def data_legal_actions(world: World, datatable: list[list[str]]) -> None:
    pending = world.pending_decision()
    expected = [row.get("action") for _, row in _rows(world, datatable, ("action",))]
    listed = pending.get("actions")
    assert isinstance(listed, list), (f"the pending decision lists no actions (its 'actions' is "
                                      f"{_shown(listed)}); expected {_shown(expected)}")
    # an optional key left out is the same action as its default given
    missing, extra = _unmatched([spelled_out(a, world.game_id) for a in expected],
                                [spelled_out(a, world.game_id) for a in listed])
    assert not missing and not extra, (
        f"the legal actions are not the scenario's: missing (expected, not listed): "
        f"{_shown([expected[i] for i in missing])}; extra (listed, not expected): "
        f"{_shown([listed[i] for i in extra])}; expected {_shown(expected)}; listed {_shown(listed)}")


def _unmatched(expected: list[Any], listed: list[Any]) -> tuple[list[int], list[int]]:
    """The indexes of the ``expected`` actions no listed one matches, and of the ``listed`` ones left
    over, each matched once, the actions compared as normalised data (lists in any order)."""
    left = {index: _normal(action) for index, action in enumerate(listed)}
    missing = []
    for index, action in enumerate(expected):
        wanted = _normal(action)
        match = next((i for i, other in left.items() if other == wanted), None)
        if match is None:
            missing.append(index)
        else:
            del left[match]
    return missing, list(left)


def _shown(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, default=repr)


@then("the state is:")
def data_state(world: World, datatable: list[list[str]]) -> None:
    state = world.state()
    expected = table_of_keys(world, datatable)
    from conformance.checks.differential import differing_state_keys

    differing = differing_state_keys(expected, state)
    assert not differing, "the state differs in " + "; ".join(
        f"{k}: {json.dumps(state.get(k, '(missing)'), sort_keys=True)[:200]}" for k in differing)
