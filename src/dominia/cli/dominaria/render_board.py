"""Heroes of Dominaria's board on the terminal: the map by colour, the public quests and the
supply, each player's board, the status line, the seat's own quests, and the final scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from dominia.cli.dominaria.render_words import Markup, RendererBase, _cap, coloured
from dominia.core.game import Outcome
from dominia.core.i18n import Msg, Seat, Text, msg
from dominia.games.dominaria import texts
from dominia.games.dominaria.conditions import holds
from dominia.games.dominaria.scoring import SOURCES
from dominia.games.dominaria.view import DominariaView
from dominia.games.dominaria.vocabulary import COLOURS


class BoardDrawing(RendererBase):
    """What the terminal draws of the game: from one seat's view, in the reader's words."""

    def intro(
        self, console: Console, view: DominariaView, names: Sequence[str], options: dict[str, Any]
    ) -> None:
        self._remember(view, names)
        t = self.t
        mana = options.get("start_mana", 1)
        head = t(msg("board-intro", players=view.num_players, rounds=view.rounds))
        line = f"[bold]{head}[/] · " + t(msg("board-intro-mana", mana=mana))
        if mana == 2:
            line += " " + t(msg("board-variant"))
        console.print(line)
        # whose design the components are (the shipped set is Dominia's stand-in), and where from
        summary: Msg = texts.summary(view.comp)
        if options.get("components"):
            summary = msg("board-components-from", summary=summary, folder=str(options["components"]))
        console.print(f"[bold]{t(msg('board-components'))}[/] {t(summary)}")
        console.print(
            t(msg("board-on-the-board"))
            + " "
            + " · ".join(f"{self.tag(s)} {self.who(s)}" for s in range(len(names)))
        )

    def board(self, console: Console, view: DominariaView, names: Sequence[str]) -> None:
        self._remember(view, names)
        line = self.turn_line(view)
        if line:
            console.print(line)
        console.print(self.map_table(view, console.width))
        console.print(self.public_line(view))
        for s in range(view.num_players):
            console.print(self.player_block(view, s))
        self._board_shown = True

    def turn_line(self, view: DominariaView) -> str:
        comp = view.comp
        t = self.t
        if view.phase in ("keep", "place"):
            head = ""  # the status line says it
        else:
            rnd = min(view.round, view.rounds)
            head = f"[bold]{t(msg('board-round', round=rnd, rounds=view.rounds))}[/] · "
            head += t(msg("board-turn-of", seat=Seat(view.current)))
        if view.last_card >= 0:
            card = comp.cards[view.last_card]
            parts: list[Text] = [msg("board-colour-mana", colour=texts.colour(COLOURS[card.colour]))]
            if card.artifact >= 0:
                parts.append(
                    msg("board-card-artifact", location=texts.location(comp.locations[card.artifact].name))
                )
            if card.cabal >= 0:
                parts.append(
                    msg("board-card-cabal", location=texts.location(comp.locations[card.cabal].name))
                )
            sep = " · " if head else ""
            head += sep + t(
                msg("board-dominaria-card", card=texts.card(card.name), what=texts.parts_list(parts))
            )
        return head

    def map_table(self, view: DominariaView, width: int = 120) -> Table:
        """Locations by colour with their tokens and who is there; their neighbours when the
        console is wide enough (else `i NAME` tells them)."""
        comp = view.comp
        t = self.t
        wide = width >= 110
        table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, caption_justify="left")
        table.caption = t(msg("board-map-caption")) + (
            "" if wide else " · " + t(msg("board-map-caption-narrow"))
        )
        for head, justify in (
            ("board-col-colour", "left"),
            ("board-col-location", "left"),
            ("board-col-mana", "right"),
            ("board-col-cabal", "right"),
            ("board-col-artifact", "right"),
            ("board-col-heroes", "left"),
            ("board-col-manaliths", "left"),
            *((("board-col-next", "left"),) if wide else ()),
        ):
            table.add_column(t(msg(head)), justify=justify)
        players = [view.player(s) for s in range(view.num_players)]
        for c, colour in enumerate(COLOURS):
            for i, x in enumerate(comp.by_colour[c]):
                loc = comp.locations[x]
                heroes = [
                    self.tag(s) + (f"×{k}" if k > 1 else "")
                    for s, p in enumerate(players)
                    if (k := p.heroes.count(x))
                ]
                liths = [self.tag(s) for s, p in enumerate(players) if x in p.manaliths]
                table.add_row(
                    "" if i else coloured(colour, _cap(t.plain(texts.colour(colour)))),
                    self.loc(loc.name) + (" ★" if x in comp.start else ""),
                    coloured(colour, str(view.mana_on[x])) if view.mana_on[x] else "[dim]-[/]",
                    f"[bold]{view.cabal_on[x]}[/]" if view.cabal_on[x] else "[dim]-[/]",
                    f"[bold]{view.artifact_on[x]}[/]" if view.artifact_on[x] else "[dim]-[/]",
                    " ".join(heroes),
                    " ".join(liths),
                    *(
                        (
                            ", ".join(
                                escape(t.plain(texts.location(comp.locations[y].name)))
                                for y in comp.adjacent[x]
                            ),
                        )
                        if wide
                        else ()
                    ),
                )
            table.add_section()
        return table

    def public_line(self, view: DominariaView) -> str:
        comp = view.comp
        t = self.t
        tops = []
        taken = [tt for s in range(view.num_players) for tt in view.player(s).tiles]
        for top in view.public_tops:
            if top >= 0:
                tile = comp.tiles[top]
                left = sum(1 for i, x in enumerate(comp.tiles) if x.type == tile.type and i not in taken)
                vp = Markup(f"[bold]{t(msg('vp', vp=tile.vp))}[/]")
                tops.append(
                    t(
                        msg(
                            "board-public-tile",
                            name=texts.public_quest(tile.name),
                            vp=vp,
                            needs=texts.condition(tile.when),
                            left=left,
                        )
                    )
                )
        line = f"[bold]{t(msg('board-public'))}[/] " + (
            " · ".join(tops) if tops else t(msg("board-public-none"))
        )
        supply = ", ".join(self._mana(c, k) for c, k in zip(COLOURS, view.supply, strict=True))
        decks = view.deck_sizes
        return (
            line
            + "\n[dim]"
            + t(
                msg(
                    "board-supply",
                    mana=Markup(supply),
                    quests=decks["quests"],
                    artifacts=decks["artifacts"],
                    cards=decks["dominaria"],
                )
            )
            + "[/]"
        )

    def pool_text(self, p: Any) -> str:
        t = self.t
        parts = [self._mana(c, k) for c, k in zip(COLOURS, p.pool, strict=True) if k]
        tokens = [t(texts.colour(COLOURS[c])) for c in range(len(COLOURS)) if p.mtokens[c]]
        text = ", ".join(parts) if parts else t(msg("board-empty"))
        if tokens:
            return t(msg("board-pool-tokens", pool=Markup(text), tokens=Markup(", ".join(tokens))))
        return text

    def player_block(self, view: DominariaView, s: int) -> str:
        comp = view.comp
        t = self.t
        p = view.player(s)
        names = comp.locations
        score = view.score(s)
        parts = ", ".join(t(msg(f"board-src-short-{src}", vp=score[src])) for src in SOURCES if score[src])
        total = f"[bold]{t(msg('vp', vp=score['total']))}[/]"
        head = f"{self.tag(s)} {self.who(s)} · {t(texts.hero(p.board))} · {total}"
        head += (f" ({parts})" if parts else "") + " · " + t(msg("board-in-hand", n=view.hand_size(s)))
        on_track = len(comp.hero_track) - p.hired
        heroes = self._list([self.loc(names[h].name) for h in p.heroes])
        lines = [
            head,
            "  "
            + t(
                msg(
                    "board-heroes-line", heroes=Markup(heroes), track=on_track, pool=Markup(self.pool_text(p))
                )
            ),
            "  "
            + t(
                msg(
                    "board-assets-line",
                    manaliths=len(p.manaliths),
                    max_manaliths=len(comp.manalith_track),
                    manalith_list=Markup(self._list([self.loc(names[m].name) for m in p.manaliths])),
                    leylines=len(p.leylines),
                    max_leylines=len(comp.leyline_track),
                    leyline_list=Markup(self._list([self._leyline(a, b) for a, b in p.leylines])),
                    cultists=p.cabal,
                    max_cultists=len(comp.cabal_track),
                )
            ),
        ]
        more = []
        if p.artifacts:
            more.append(
                t(msg("board-artifacts", list=Markup(", ".join(self._artifact_name(a) for a in p.artifacts))))
            )
        if p.started:
            more.append(
                t(msg("board-started", list=Markup(", ".join(self._quest_name(q) for q in p.started))))
            )
        done = [self._quest_name(q) for q in p.quests_done]
        done += [t(msg("board-counted", name=Markup(self._artifact_name(a)))) for a in p.counted]
        done += [
            t(msg("board-public-done", name=texts.public_quest(comp.tiles[x].name), vp=comp.tiles[x].vp))
            for x in p.tiles
        ]
        if done:
            more.append(t(msg("board-accomplished", list=Markup(", ".join(done)))))
        if more:
            lines.append("  " + " · ".join(more))
        return "\n".join(lines)

    def _quest_name(self, q: int) -> str:
        return self.t(texts.quest_vp(self.comp, q))

    def _artifact_name(self, a: int) -> str:
        return self.t(texts.artifact_vp(self.comp, a))

    def status(self, view: DominariaView, names: Sequence[str]) -> str:
        self._remember(view, names)
        t = self.t
        if view.phase in ("keep", "place", "over"):
            return f"[bold]{t(msg(f'board-phase-{view.phase}'))}[/]"
        line = f"[bold]{t(msg('board-round', round=view.round, rounds=view.rounds))}[/] · " + t(
            msg(
                "board-status",
                seat=Seat(view.current),
                moves=msg("board-moves", n=view.moves),
                collects=msg("board-collects", n=view.collects),
            )
        )
        if view.seat == view.current:
            p = view.player(view.current)
            heroes = self._list([self.loc(view.comp.locations[h].name) for h in p.heroes])
            line += "\n" + t(msg("board-your-pool", pool=Markup(self.pool_text(p)), heroes=Markup(heroes)))
        return line

    def private(self, console: Console, view: DominariaView) -> None:
        self._remember(view)
        if view.seat is None:
            return
        comp = view.comp
        t = self.t
        p = view.player(view.seat)
        hand = view.hand
        ready = tuple(self._quest_state(p, q) for q in hand)
        # Shown with the board, and whenever it changed; not again at every question.
        seen = (tuple(hand), ready)
        if not self._board_shown and self._private_shown.get(view.seat) == seen:
            return
        self._board_shown = False
        self._private_shown[view.seat] = seen
        if not hand:
            if view.phase != "keep":
                console.print(f"[bold]{t(msg('board-your-quests'))}:[/] {t(msg('board-none-in-hand'))}")
            return
        console.print(f"[bold]{t(msg('board-your-quests'))}[/] ({len(hand)}):")
        for q, state in zip(hand, ready, strict=True):
            quest = comp.quests[q]
            mark = {"ready": "board-can-complete", "start": "board-can-start"}.get(state)
            line = self._item(texts.quest(quest.name), quest.vp, texts.quest_text(quest))
            console.print("  " + line + (f" [green]{t(msg(mark))}[/]" if mark else ""))

    def _quest_state(self, p: Any, q: int) -> str:
        quest = self.comp.quests[q]
        if quest.start is not None:
            return "start" if holds(self.comp, p, quest.start) else ""
        return "ready" if holds(self.comp, p, quest.when) else ""

    def outcome(self, console: Console, view: DominariaView, outcome: Outcome, names: Sequence[str]) -> None:
        self._remember(view, names)
        console.print(self.map_table(view, console.width))
        for s in range(view.num_players):
            console.print(self.player_block(view, s))
        n = view.num_players
        breakdown = outcome.details.get("breakdown") or [view.score(s) for s in range(n)]
        quests = outcome.details.get("quests") or [0] * n
        t = self.t
        table = Table(title=t(msg("board-final-scores")), box=box.SIMPLE_HEAD, title_justify="left")
        table.add_column(t(msg("board-vp-from")), no_wrap=True)
        for s in range(n):
            table.add_column(f"{self.tag(s)}\n{self.who(s)}", justify="right")
        for src in SOURCES:
            table.add_row(t(msg(f"board-src-{src}")), *(str(b[src]) for b in breakdown))
        table.add_section()
        table.add_row(f"[bold]{t(msg('board-total'))}[/]", *(f"[bold]{b['total']}[/]" for b in breakdown))
        table.add_row(t(msg("board-tie-break")), *(str(q) for q in quests))
        win = f"[bold green]{t(msg('board-winner'))}[/]" if len(outcome.winners) == 1 else ""
        win = win or f"[green]{t(msg('board-shared-win'))}[/]"
        table.add_row(t(msg("board-result")), *(win if s in outcome.winners else "" for s in range(n)))
        console.print(table)
        console.print(self.verdict(outcome, breakdown, quests))

    def verdict(self, outcome: Outcome, breakdown: Sequence[dict[str, int]], quests: Sequence[int]) -> str:
        t = self.t
        after = t(msg("generic-ended", reason=texts.TEXTS.outcome(outcome))) + ". "
        winners = list(outcome.winners)
        if not winners:
            return after + t(msg("board-nobody-won"))
        top = breakdown[winners[0]]["total"]
        level = [s for s in range(len(breakdown)) if breakdown[s]["total"] == top]
        names = texts.and_list([Seat(s) for s in winners])
        if len(winners) > 1:
            return after + t(msg("board-verdict-shared", names=names, vp=top, quests=quests[winners[0]]))
        if len(level) > 1:
            others = texts.and_list([Seat(s) for s in level if s != winners[0]])
            return after + t(
                msg("board-verdict-tie", names=names, vp=top, others=others, quests=quests[winners[0]])
            )
        return after + t(msg("board-verdict-win", names=names, vp=top))
