"""What Heroes of Dominaria adds to the web server (`dominia.server.protocol.WebHooks`): the
lobby's note on whose design the components are, the option checks that
keep a client from naming a components folder (the server's own folder is the only one), and
the words of the components a seat sees (a quest's condition, cost and reward, an artifact's
abilities, a public quest's condition, the last Dominaria card) in the frame's `words`."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from dominia.core.errors import InvalidOptions
from dominia.core.i18n import Text, Translator, msg


def components_info(components: str | None = None) -> dict[str, Any]:
    """Whose design the components are (the folder itself is not shown); a bad folder raises
    ComponentError with the file and entry."""
    from dominia.games.dominaria.components import load_components, shipped

    comp = shipped() if components is None else load_components(components)
    n = len(comp.stand_in)
    kind = "stand-in" if n == len(comp.provenance) else "official" if n == 0 else "partly-stand-in"
    return {
        "kind": kind,  # the page words it with web-lobby-components-<kind>
        "summary": comp.summary(),
        "stand_in": comp.stand_in,
        "provenance": dict(comp.provenance),
        "replaced": components is not None,
        "fingerprint": comp.fingerprint,
    }


def _text(comp: Any, kind: str, name: str) -> Text | None:
    """A component's words as a message (None: no such component)."""
    from dominia.games.dominaria import texts
    from dominia.games.dominaria.vocabulary import COLOURS

    if kind == "quest" and name in comp.quest_index:
        q = comp.quests[comp.quest_index[name]]
        return texts.quest_text(q)
    if kind == "artifact" and name in comp.artifact_index:
        return texts.artifact_text(comp.artifacts[comp.artifact_index[name]])
    if kind == "public":
        tile = next((x for x in comp.tiles if x.name == name), None)
        return texts.public_text(tile.when) if tile is not None else None
    if kind == "card":
        c = next((x for x in comp.cards if x.name == name), None)
        if c is None:
            return None
        args: dict[str, Any] = {"card": texts.card(c.name), "colour": texts.colour(COLOURS[c.colour])}
        for key, at in (("artifact", c.artifact), ("cabal", c.cabal)):
            if at >= 0:
                return msg(f"event-reveal-{key}", **args, location=texts.location(comp.locations[at].name))
        return msg("event-reveal", **args)
    return None


def _vp(comp: Any, key: str) -> int:
    kind, name = key.split(":", 1)
    if kind == "quest":
        return int(comp.quests[comp.quest_index[name]].vp)
    if kind == "artifact":
        return int(comp.artifacts[comp.artifact_index[name]].vp)
    return int(next(x.vp for x in comp.tiles if x.name == name))


_WORDS: dict[tuple[Any, ...], str] = {}  # (lang, set, kind, name) -> text


def component_words(comp: Any, tr: Translator, keys: list[tuple[str, str]]) -> dict[str, str]:
    """`{"quest:<name>": text, ...}` for (kind, name) pairs, in the language of `tr` (kept)."""
    out: dict[str, str] = {}
    for kind, name in keys:
        key = (tr.lang, comp.fingerprint, id(comp), kind, name)
        if key not in _WORDS:
            m = _text(comp, kind, name)
            if m is None:
                continue
            if len(_WORDS) > 20_000:
                _WORDS.clear()
            _WORDS[key] = tr(m)
        out[f"{kind}:{name}"] = _WORDS[key]
    return out


class Web:
    def words(self, view: Any, tr: Translator) -> dict[str, Any]:
        """What the page shows of the components this seat sees: the quests in its hand and the
        ones it is offered, every player's started and done quests and artifacts, the public
        quests on top, the last Dominaria card."""
        comp = view.comp
        keys: list[tuple[str, str]] = []
        seat = view.seat
        if seat is not None:
            keys += [("quest", comp.quests[q].name) for q in view.hand]
            g = view._g  # the quests dealt to this seat to keep (its own, shown in its decision)
            task = g.tasks[0] if g.tasks else None
            if task and task[0] == "keep" and task[1] == seat:
                keys += [("quest", comp.quests[q].name) for q in task[2]]
        for s in range(view.num_players):
            p = view.player(s)
            keys += [("quest", comp.quests[q].name) for q in (*p.started, *p.quests_done)]
            keys += [("artifact", comp.artifacts[a].name) for a in (*p.artifacts, *p.counted)]
            keys += [("public", comp.tiles[x].name) for x in p.tiles]
        keys += [("public", comp.tiles[x].name) for x in view.public_tops if x >= 0]
        if view.last_card >= 0:
            keys.append(("card", comp.cards[view.last_card].name))
        texts = component_words(comp, tr, list(dict.fromkeys(keys)))
        return {"texts": texts, "vp": {k: _vp(comp, k) for k in texts if not k.startswith("card:")}}

    def assets(self) -> str:
        """Its board's page files (static/board.js, board.css)."""
        return str(Path(__file__).parent / "static")

    def history(self, record: Any) -> dict[str, Any]:
        """The end-of-game charts of a finished game's record (`history.py`)."""
        from dominia.games.dominaria.history import history

        return history(record)

    def catalog(self, components: str | None) -> dict[str, Any]:
        return {"components": components_info(components)}

    def components_info(self, components: str | None) -> dict[str, Any]:
        return components_info(components)

    def check_options(
        self, options: Mapping[str, Any], *, bots_only: bool, components: str | None
    ) -> dict[str, Any]:
        opts = dict(options)
        if opts.get("components") is not None or opts.get("components_fingerprint") is not None:
            raise InvalidOptions(msg("web-error-components"))
        opts["components"] = components
        return opts


WEB = Web()
