"""`dominia optimize`: an evolutionary search over a game's bots written as data.

The game gives a `core.spec.BotFamily` (genomes, how they vary, how one is written as a bot
file); this module only plays them. A run:

1. the game prepares its options (e.g. cards drawn at random, drawn once from the seed) and
   names its rivals, the simplest strong bots of those options (the game says which); each
   plays the first baseline and the best one becomes an anchor;
2. a population starts from the family's seeds and random genomes; each generation every
   candidate plays `games` games against each opponent (the first baseline and the best
   rival) on the generation's seeds, the same for all (common random numbers). Survivors
   keep their games: a candidate's fitness is its share of wins over every game it played;
3. candidates are ranked by the low end of their 95% interval; the next generation keeps the
   best third and fills up with children (tournament
   selection, crossover, mutation; a bot already tried is never tried again);
4. the three best play four more rounds on new seeds; the best of them by its share of all its
   games is the result (the best of a noisy generation is often a lucky one);
5. the result is measured against every anchor with `final_games` games on fresh
   seeds, with 95% intervals.

The same arguments give the same result whatever `jobs` or backend plays the games (each game
is a pure function of its batch and index, sim/batch.py).
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dominia.core.errors import InvalidOptions
from dominia.core.game import get_spec
from dominia.core.i18n import msg
from dominia.core.rng import Rng, derive_seed
from dominia.core.spec import BotFamily
from dominia.core.stats import wilson
from dominia.sim.batch import Batch, play_range
from dominia.sim.run import BACKENDS, chunks, ray_cluster
from dominia.sim.simulate import batch as make_batch

Row = dict[str, Any]
FINALISTS = 3
FINAL_ROUNDS = 4  # the finalists' extra rounds of `games` games against each opponent
LIMITS = {
    "population": (4, 1000),
    "generations": (1, 1000),
    "games": (2, 1_000_000),
    "final_games": (2, 10_000_000),
}


@dataclass(frozen=True)
class Settings:
    population: int = 16
    generations: int = 8
    games: int = 200  # per candidate and opponent in each generation
    final_games: int = 2000  # the best candidate against each anchor at the end
    seed: int = 0
    jobs: int = 1
    backend: str = "local"
    address: str | None = None

    def check(self) -> None:
        for name, (lo, hi) in LIMITS.items():
            v = getattr(self, name)
            if type(v) is not int or not lo <= v <= hi:
                raise InvalidOptions(msg("optimize-setting", name=name, value=repr(v)[:40], low=lo, high=hi))
        if type(self.seed) is not int:
            raise InvalidOptions(msg("api-seed-type", seed=repr(self.seed)[:40]))
        if type(self.jobs) is not int or self.jobs < 1:
            raise InvalidOptions(msg("sim-jobs-at-least-1"))
        if self.backend not in BACKENDS:
            raise InvalidOptions(
                msg("sim-unknown-backend", backend=repr(self.backend), backends=", ".join(BACKENDS))
            )


@dataclass
class Candidate:
    genome: Any
    text: str  # its bot file (the candidate's identity)
    path: str
    won: float = 0.0  # wins, a tie shared
    games: int = 0
    born: int = 0  # the generation that made it

    @property
    def fitness(self) -> float:
        return self.won / self.games if self.games else 0.0

    @property
    def rank(self) -> tuple[float, float]:
        """Ranked by the low end of its 95% interval: a bot lucky in few games does not push
        out one that proved itself in many."""
        return (wilson(self.won, self.games)[0] if self.games else 0.0, self.fitness)


@dataclass(frozen=True)
class Figure:
    """A bot's share of wins against an opponent: games, wins (ties shared), 95% interval."""

    bot: str
    opponent: str
    games: int
    won: float

    @property
    def share(self) -> float:
        return self.won / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.won, self.games)


@dataclass(frozen=True)
class Generation:
    number: int
    best: float  # the best fitness so far
    mean: float  # the mean fitness of this generation's population
    tried: int  # distinct bots played so far


@dataclass
class Result:
    game: str
    options: dict[str, Any]
    rivals: list[Figure]  # each rival against the first baseline, best first
    history: list[Generation] = field(default_factory=list)
    best: Candidate | None = None
    anchors: list[Figure] = field(default_factory=list)  # the best candidate against each anchor


def optimize(
    game: str,
    options: dict[str, Any],
    settings: Settings,
    *,
    on_rivals: Callable[[list[Figure]], None] | None = None,
    on_generation: Callable[[Generation], None] | None = None,
) -> Result:
    """Search the game's bot family for the best bot under `options` (see the module doc)."""
    settings.check()
    spec = get_spec(game)
    family = spec.bot_family()
    if family is None:
        raise InvalidOptions(msg("optimize-unsupported", game=spec.title))
    opts = family.prepare(dict(options), derive_seed(settings.seed, "optimize:options"))
    yardstick = family.baselines[0]
    with _games(settings) as play, tempfile.TemporaryDirectory(prefix="dominia-optimize-") as folder:
        search = _Search(game, opts, settings, family, play, Path(folder))
        rivals = search.rank_rivals(yardstick)
        if on_rivals is not None:
            on_rivals(rivals)
        result = Result(spec.name, opts, rivals)
        opponents = [yardstick, *(r.bot for r in rivals[:1])]
        population = search.first_population([r.bot for r in rivals])
        for g in range(settings.generations):
            search.evaluate(population, opponents, derive_seed(settings.seed, f"optimize:gen{g}"))
            population.sort(key=lambda c: (-c.rank[0], -c.rank[1], c.born, c.text))
            gen = Generation(
                g + 1,
                population[0].fitness,
                sum(c.fitness for c in population) / len(population),
                len(search.tried),
            )
            result.history.append(gen)
            if on_generation is not None:
                on_generation(gen)
            if g + 1 < settings.generations:
                population = search.next_population(population, g + 1)
        # the finalists play more games on new seeds (the best of a noisy generation is often
        # a lucky one) and the best of them by share of all its games wins
        finalists = population[:FINALISTS]
        for _ in range(FINAL_ROUNDS):
            search.evaluate(finalists, opponents, derive_seed(settings.seed, f"optimize:final{_}"))
        best = result.best = max(finalists, key=lambda c: (c.fitness, -population.index(c)))
        anchors = list(dict.fromkeys([*family.baselines, *(r.bot for r in rivals[:1])]))
        final_seed = derive_seed(settings.seed, "optimize:final")
        rows = play([_batch(game, opts, best.path, a, settings.final_games, final_seed) for a in anchors])
        result.anchors = [Figure(best.path, a, len(r), _won(r)) for a, r in zip(anchors, rows, strict=True)]
    return result


def bot_text(result: Result, name: str, description: str) -> str:
    """The best bot of a finished search as a bot file of the game."""
    family = get_spec(result.game).bot_family()
    assert result.best is not None and family is not None  # (optimize() made both)
    return family.write(result.best.genome, name, description)


class _Search:
    def __init__(
        self,
        game: str,
        options: dict[str, Any],
        settings: Settings,
        family: BotFamily,
        play: Callable[[list[Batch]], list[list[Row]]],
        folder: Path,
    ) -> None:
        self.game, self.options, self.settings, self.family = game, options, settings, family
        self.play, self.folder = play, folder
        self.rng = Rng(derive_seed(settings.seed, "optimize:search"))
        self.tried: dict[str, Candidate] = {}

    def candidate(self, genome: Any, born: int) -> Candidate | None:
        """A new candidate, or None for a bot already tried."""
        text = self.family.write(genome, f"candidate-{len(self.tried) + 1}", "")
        key = text.split("\n", 2)[2]  # the rules, not the name
        if key in self.tried:
            return None
        path = self.folder / f"candidate-{len(self.tried) + 1}{self.family.suffix}"
        path.write_text(text, encoding="utf-8")
        c = self.tried[key] = Candidate(genome, key, str(path), born=born)
        return c

    def rank_rivals(self, yardstick: str) -> list[Figure]:
        rivals = self.family.rivals(self.options)
        seed = derive_seed(self.settings.seed, "optimize:rivals")
        rows = self.play(
            [_batch(self.game, self.options, r, yardstick, self.settings.games, seed) for r in rivals]
        )
        figures = [Figure(r, yardstick, len(x), _won(x)) for r, x in zip(rivals, rows, strict=True)]
        return sorted(figures, key=lambda f: (-f.share, f.bot))

    def first_population(self, rivals: list[str]) -> list[Candidate]:
        size = self.settings.population
        out: list[Candidate] = []
        for genome in self.family.seeds(self.options, rivals)[: size // 2 + 1]:
            c = self.candidate(genome, 0)
            if c is not None:
                out.append(c)
        for _ in range(50 * size):
            if len(out) >= size:
                break
            c = self.candidate(self.family.random(self.rng, self.options), 0)
            if c is not None:
                out.append(c)
        return out

    def evaluate(self, population: list[Candidate], opponents: list[str], seed: int) -> None:
        games = self.settings.games
        batches = [
            _batch(self.game, self.options, c.path, o, games, seed) for c in population for o in opponents
        ]
        rows = iter(self.play(batches))
        for c in population:
            for _ in opponents:
                r = next(rows)
                c.won += _won(r)
                c.games += len(r)

    def next_population(self, ranked: list[Candidate], generation: int) -> list[Candidate]:
        size = self.settings.population
        keep = ranked[: max(2, size // 3)]
        out = list(keep)
        for _ in range(50 * size):
            if len(out) >= size:
                break
            a = self._tournament(ranked)
            genome = a.genome
            if self.rng.below(2):
                genome = self.family.crossover(genome, self._tournament(ranked).genome, self.rng)
            for _ in range(1 + self.rng.below(2)):
                genome = self.family.mutate(genome, self.rng, self.options)
            c = self.candidate(genome, generation)
            if c is not None:
                out.append(c)
        return out

    def _tournament(self, ranked: list[Candidate]) -> Candidate:
        """The better-ranked of two drawn at random (`ranked` is best first)."""
        i, j = self.rng.below(len(ranked)), self.rng.below(len(ranked))
        return ranked[min(i, j)]


def _batch(game: str, options: dict[str, Any], bot: str, opponent: str, games: int, seed: int) -> Batch:
    """`bot` against `opponent`, each in each seat in turn (checked as `simulate` checks)."""
    return make_batch(game, [bot, opponent], games, options, seed, None, "rotate")


def _won(rows: list[Row]) -> float:
    """The first entry's wins in these rows, a tie shared among its winners."""
    won = 0.0
    for row in rows:
        seat = row["seats"].index(0)
        if seat in row["winners"]:
            won += 1 / len(row["winners"])
    return won


@contextmanager
def _games(settings: Settings) -> Iterator[Callable[[list[Batch]], list[list[Row]]]]:
    """A function playing whole batches (rows in index order), on the backend asked for; one
    pool of workers for the whole search."""
    if settings.backend == "ray":
        yield from _ray_games(settings)
        return
    if settings.jobs == 1:
        yield lambda batches: [play_range(b, list(range(b.games))) for b in batches]
        return
    with ProcessPoolExecutor(settings.jobs) as pool:
        yield lambda batches: _spread(pool, batches, settings.jobs)


def _spread(pool: Executor, batches: list[Batch], workers: int) -> list[list[Row]]:
    futures = [
        [pool.submit(play_range, b, part) for part in chunks(list(range(b.games)), workers)] for b in batches
    ]
    return [[row for f in parts for row in f.result()] for parts in futures]


def _ray_games(settings: Settings) -> Iterator[Callable[[list[Batch]], list[list[Row]]]]:
    with ray_cluster(settings.address, settings.jobs) as (ray, workers):
        remote = ray.remote(play_range)

        def play(batches: list[Batch]) -> list[list[Row]]:
            refs = [
                [remote.remote(b, part) for part in chunks(list(range(b.games)), workers)] for b in batches
            ]
            return [[row for ref in parts for row in ray.get(ref)] for parts in refs]

        yield play
