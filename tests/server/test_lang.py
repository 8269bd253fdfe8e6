"""Each connection reads the game in its own language: prompts, labels, event texts, the outcome
and errors; the words tell a seat only what it sees; a forged language is harmless."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

import pytest

from dominia.core.i18n import LANGS, Seat, Translator, msg
from tests.server.helpers import HUMAN, asked, create, mine, tokens, view

CYRILLIC = re.compile("[а-яіїєґА-ЯІЇЄҐ]")


def frame_in(client, gid: str, token: str, lang: str) -> dict[str, Any]:
    r = client.get(f"/api/games/{gid}/view", params={"token": token, "lang": lang})
    assert r.status_code == 200, r.text
    return r.json()


def play(client, gid: str, toks: list[str], moves: int) -> None:
    """`moves` first choices, each by whichever seat is asked."""
    for _ in range(moves):
        for t in toks:
            f = view(client, gid, t)
            if mine(f):
                r = client.post(
                    f"/api/games/{gid}/choice",
                    json={"token": t, "version": f["version"], "choice": f["decision"]["choices"][0]["id"]},
                )
                assert r.status_code == 200, r.text
                break


@pytest.fixture
def heroes(client):
    """Heroes of Dominaria for two humans, a few moves in (each seat was dealt its own quests)."""
    created = create(client, "dominaria", [HUMAN, HUMAN], seed=4)
    gid, toks = created["game_id"], tokens(created)
    play(client, gid, toks, 6)
    return gid, toks, created["spectator_token"]


def test_a_ukrainian_seat_and_an_english_seat_of_one_game(client, heroes):
    gid, (t0, t1), _ = heroes
    with (
        client.websocket_connect(f"/ws/games/{gid}?token={t0}&lang=uk") as w0,
        client.websocket_connect(f"/ws/games/{gid}?token={t1}&lang=en") as w1,
    ):
        f0, f1 = w0.receive_json(), w1.receive_json()
    assert (f0["lang"], f1["lang"]) == ("uk", "en")
    assert f0["version"] == f1["version"] and f0["texts"] and f1["texts"]
    # the same decision in both languages: the seat asked reads it in its own
    asked, token = (f0, t0) if mine(f0) else (f1, t1)
    uk, en = frame_in(client, gid, token, "uk"), frame_in(client, gid, token, "en")
    assert uk["decision"]["prompt"] != en["decision"]["prompt"]
    assert CYRILLIC.search(uk["decision"]["prompt"]) and not CYRILLIC.search(en["decision"]["prompt"])
    assert [c["id"] for c in uk["decision"]["choices"]] == [c["id"] for c in en["decision"]["choices"]]
    assert asked["decision"]["prompt"] == (uk if asked is f0 else en)["decision"]["prompt"]
    # the log: every event the same (ids, kinds, data), its text in each seat's language
    assert [(e["kind"], e["data"]) for e in f0["view"]["log"]] == [
        (e["kind"], e["data"]) for e in f1["view"]["log"]
    ]
    texts0 = [e["text"] for e in f0["view"]["log"] if e["text"]]
    texts1 = [e["text"] for e in f1["view"]["log"] if e["text"]]
    assert len(texts0) == len(texts1) > 3
    assert sum(bool(CYRILLIC.search(t)) for t in texts0) > len(texts0) // 2
    assert not any(CYRILLIC.search(t) for t in texts1)


def test_dominion_labels_name_the_cards_in_the_seats_language(client):
    created = create(client, "dominion", [HUMAN, HUMAN], {"kingdom": "first-game"}, seed=7)
    gid, t0 = created["game_id"], tokens(created)[0]
    labels = {
        lang: {c["id"]: c["label"] for c in frame_in(client, gid, t0, lang)["decision"]["choices"]}
        for lang in ("en", "uk", "ru", "hu")
    }
    assert "Copper" in labels["en"]["play:Copper"]
    assert "Мідь" in labels["uk"]["play:Copper"] and "Медь" in labels["ru"]["play:Copper"]
    assert "Réz" in labels["hu"]["play:Copper"]


def test_the_words_of_an_event_tell_only_what_the_seat_sees(client, heroes):
    gid, (t0, t1), spectator = heroes
    play(client, gid, [t0, t1], 120)  # far enough that each seat has drawn a quest the other cannot see
    for lang in LANGS:
        seen = [frame_in(client, gid, t, lang)["view"]["log"] for t in (t0, t1, spectator)]
        public = seen[2]
        own = 0
        for seat, log in enumerate(seen[:2]):
            other = seen[1 - seat]
            for i, e in enumerate(log):
                if e["cards"] == public[i]["cards"]:
                    # nothing hidden shown to this seat: word for word what a spectator reads
                    assert e["text"] == public[i]["text"], (lang, seat, e)
                else:
                    own += 1
                    # the seat's own hidden cards: the other seat reads none of them
                    hidden = set(e["cards"]) - set(other[i]["cards"])
                    assert hidden and other[i]["text"] == public[i]["text"]
        assert own >= 2, "no hidden event to check"


def test_the_outcome_and_errors_in_the_seats_language(client, heroes):
    gid, (t0, t1), _ = heroes
    f0 = frame_in(client, gid, t0, "uk")
    asked, waiting = (t0, t1) if mine(f0) else (t1, t0)
    with client.websocket_connect(f"/ws/games/{gid}?token={waiting}&lang=uk") as ws:
        f = ws.receive_json()
        ws.send_json({"version": f["version"], "choice": "done"})
        err = ws.receive_json()
        assert err["code"] == "not_your_turn" and err["error"].startswith("зараз вирішує")
        ws.send_json({"type": "lang", "lang": "hu"})
        again = ws.receive_json()
        assert again["type"] == "state" and again["lang"] == "hu" and again["log_from"] == 0
        ws.send_json({"version": f["version"], "choice": "done"})
        turn = msg("error-not-your-turn", seat=Seat(int(asked == t1)), you=Seat(int(waiting == t1)))
        assert ws.receive_json()["error"] == Translator("hu")(turn)  # an unnamed seat: "n. játékos"
    r = client.post(
        f"/api/games/{gid}/choice", params={"lang": "ru"}, json={"token": asked, "version": 0, "choice": "x"}
    )
    assert r.json()["code"] == "stale" and CYRILLIC.search(r.json()["error"])
    v = frame_in(client, gid, asked, "en")["version"]
    r = client.post(
        f"/api/games/{gid}/choice",
        params={"lang": "uk"},
        json={"token": asked, "version": v, "choice": "x:y"},
    )
    assert r.json()["code"] == "illegal" and CYRILLIC.search(r.json()["error"]), r.json()
    r = client.post(f"/api/games/{gid}/choice", json={"token": asked, "version": v, "choice": "x:y"})
    assert not CYRILLIC.search(r.json()["error"])


def test_a_finished_game_says_why_in_each_language(client):
    created = create(client, "domination", [HUMAN, {"kind": "bot", "bot": "easy"}], {"map": "duel"}, seed=3)
    gid, t0 = created["game_id"], tokens(created)[0]
    for _ in range(3000):
        f = asked(client, gid, t0)  # (the bot answers after the ack)
        if f["status"] == "over":
            break
        r = client.post(
            f"/api/games/{gid}/choice",
            json={"token": t0, "version": f["version"], "choice": f["decision"]["choices"][-1]["id"]},
        )
        assert r.status_code == 200, r.text
    texts = {lang: frame_in(client, gid, t0, lang)["outcome"]["text"] for lang in LANGS}
    assert f["status"] == "over" and all(texts.values())
    assert len(set(texts.values())) == len(LANGS), texts


@pytest.mark.parametrize("lang", ["xx", "", "../../etc/passwd", "<script>", "EN", "uk-UA", "qps"])
def test_a_forged_or_unknown_language_is_harmless(client, lang):
    created = create(client, "dominion", [HUMAN, HUMAN], {"kingdom": "first-game"}, seed=7)
    gid, t0 = created["game_id"], tokens(created)[0]
    want = "qps" if lang == "qps" else "en"
    assert frame_in(client, gid, t0, lang)["lang"] == want
    with client.websocket_connect(f"/ws/games/{gid}?token={t0}&lang={quote(lang)}") as ws:
        assert ws.receive_json()["lang"] == want
        ws.send_json({"type": "lang", "lang": lang})
        assert ws.receive_json()["lang"] == want
        ws.send_json({"type": "lang", "lang": "x" * 50})  # too long: refused, the connection goes on
        assert ws.receive_json()["code"] == "bad_message"
        ws.send_json({"type": "lang", "lang": 5})
        assert ws.receive_json()["code"] == "bad_message"
        ws.send_json({"type": "resync"})
        assert ws.receive_json()["lang"] == want
    r = client.get("/api/messages/dominion", params={"lang": lang})
    assert r.status_code == 200 and r.json()["lang"] == want
    assert client.get("/api/messages", params={"lang": lang}).status_code == 200
    assert client.get("/api/messages/chess", params={"lang": lang}).status_code == 404


def test_the_pseudo_language_marks_every_word_of_a_frame(client):
    created = create(client, "dominaria", [HUMAN, HUMAN], seed=4)
    gid, t0 = created["game_id"], tokens(created)[0]
    f = frame_in(client, gid, t0, "qps")
    d = f["decision"]
    assert d["prompt"].startswith("⟦") and d["prompt"].endswith("⟧")
    assert all(c["label"].startswith("⟦") for c in d["choices"])
    assert all(e["text"].startswith("⟦") for e in f["view"]["log"] if e["text"])


def test_the_message_tables_have_the_same_ids_in_every_language(client):
    for path in [
        "/api/messages",
        "/api/messages/dominion",
        "/api/messages/domination",
        "/api/messages/dominaria",
    ]:
        tables = {lang: client.get(path, params={"lang": lang}).json() for lang in LANGS}
        assert {t["lang"] for t in tables.values()} == set(LANGS)
        ids = {lang: set(t["messages"]) for lang, t in tables.items()}
        assert all(ids[lang] == ids["en"] for lang in LANGS), path
        assert len(ids["en"]) > 50 and "player-n" in ids["en"]
        games = {lang: {g: set(m) for g, m in t.get("games", {}).items()} for lang, t in tables.items()}
        assert all(games[lang] == games["en"] for lang in LANGS), path


def test_a_bots_seat_is_named_in_the_readers_words(client):
    """A bot seat the lobby named for it shows the game's name for that bot, in the seat's
    language, numbered where the same bot sits twice; a name a player gave stays as given."""
    seats = [
        HUMAN,
        {"kind": "bot", "bot": "easy"},
        {"kind": "bot", "bot": "easy"},
        {"kind": "bot", "bot": "hard", "name": "Hal"},
    ]
    created = create(client, "domination", seats, seed=2)
    gid, token = created["game_id"], tokens(created)[0]
    names = {
        lang: [s["name"] for s in frame_in(client, gid, token, lang)["seats"]][1:]
        for lang in ("en", "uk", "ru")
    }
    assert names["en"] == ["easy AI 1", "easy AI 2", "Hal"]
    assert names["uk"] == ["ШІ «легкий» 1", "ШІ «легкий» 2", "Hal"]
    assert names["ru"] == ["ИИ «лёгкий» 1", "ИИ «лёгкий» 2", "Hal"]
    log = " ".join(e.get("text") or "" for e in frame_in(client, gid, token, "uk")["view"]["log"])
    assert "Hal" in log and "easy (" not in log  # the log names the seats by the same names
    dominion = create(client, "dominion", [HUMAN, {"kind": "bot", "bot": "big-money"}], seed=2)
    frame = frame_in(client, dominion["game_id"], tokens(dominion)[0], "uk")
    assert frame["seats"][1]["name"] == "бот «Великі гроші»"
