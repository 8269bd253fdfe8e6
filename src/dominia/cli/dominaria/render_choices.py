"""Heroes of Dominaria's questions on the terminal: the prompt, each choice's label, the numbered
rows (a payment's numbers stay the same until it is paid), what others see of a secret pick.
"""

from __future__ import annotations

from rich.markup import escape

from dominia.cli.dominaria.render_words import RendererBase, coloured
from dominia.core.decision import Choice, Decision
from dominia.core.i18n import msg
from dominia.games.dominaria import texts
from dominia.games.dominaria.vocabulary import COLOURS

PAY_AUTO = ("auto:keep", "auto")  # "a" (and the first number) pays the first of these offered


SECRET_KINDS = ("keep_quest", "new_quest")  # picks from a quest hand: only their chooser sees them


class ChoiceLabels(RendererBase):
    """A decision as the terminal lists it: numbers and labels."""

    def prompt(self, decision: Decision) -> str:
        v = self._view
        t = self.t
        if decision.kind == "action" and v is not None:
            return t(
                msg(
                    "board-prompt-action",
                    moves=msg("board-moves", n=v.moves),
                    collects=msg("board-collects", n=v.collects),
                )
            )
        if decision.kind == "pay":
            return t(decision.prompt) + f" [dim]{t(msg('board-pay-hint'))}[/]"
        return t(decision.prompt)

    def choice_label(self, choice: Choice) -> str:
        comp = self.comp
        verb, _, arg = choice.id.partition(":")
        if verb == "keep" and arg in comp.quest_index:
            quest = comp.quests[comp.quest_index[arg]]
            return self._item(texts.quest(quest.name), quest.vp, texts.quest_text(quest))
        if verb == "take" and arg in comp.artifact_index:
            a = comp.artifact_index[arg]
            art = comp.artifacts[a]
            return self._item(texts.artifact(art.name), art.vp, texts.artifact_text(art))
        if verb in ("mana", "manalith") and arg in COLOURS:  # "black mana (2)", "black Manalith token"
            return coloured(arg, self.t.plain(choice.label)) if choice.label else coloured(arg)
        if not choice.label:
            return escape(choice.id)
        return self.t(choice.label)

    def secret_label(self, decision: Decision, choice_id: str) -> str | None:
        """What others see of a pick (in a replay): a kept quest is hidden; None: it is public."""
        return self.t(msg("board-keeps-quest")) if decision.kind in SECRET_KINDS else None

    def listing(self, decision: Decision) -> list[tuple[str, str]]:
        """The numbered rows: by position, except in a payment (`pay_slots`)."""
        labels = {c.id: self.choice_label(c) for c in decision.choices}
        if decision.kind != "pay":
            return [(str(i + 1), labels[c.id]) for i, c in enumerate(decision.choices)]
        return [(str(n + 1), labels[cid]) for n, cid in enumerate(self.pay_slots(decision)) if cid in labels]

    @staticmethod
    def pay_slots(decision: Decision) -> list[str]:
        """A payment's numbering: its automatic choices, then every token kind held as it
        started (the decision's `tokens`, the same on each of its steps); number N is slot N-1.
        A slot whose token is spent or cannot pay this step is not offered, and keeps its number."""
        ids = [c.id for c in decision.choices]
        slots = [cid for cid in ids if cid in PAY_AUTO]
        slots += [str(t) for t in decision.data.get("tokens", ())]
        return slots + [cid for cid in ids if cid not in slots]  # (anything else, last)
