"""Playing a batch: in this process, on N worker processes, or on a Ray cluster.

Every backend plays the same games (`batch.play(i)` depends only on the batch and i) and hands
each finished row to `on_row` as it comes, so results can be streamed to a file; the order
rows arrive in differs, the rows do not.

A caller that keeps only a summary passes its `Tally`: in this process, a game whose figures
offer a batch loop (`play_many(batch, start, stop, tally, make, max_steps, on_games)`, compiled
with its core) then plays the whole range itself and adds each game straight into the tally's
running totals, as `Tally.add` would add its row, without making the row; `on_games(k)` is told
as games are done (a progress bar).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from contextlib import contextmanager
from typing import Any

from dominia.core.errors import InvalidOptions
from dominia.core.i18n import msg
from dominia.sim.batch import MAX_STEPS, Batch, figures_of, make_agent, play, play_range
from dominia.sim.summary import Tally

BACKENDS = ("local", "ray")
Row = dict[str, Any]


def chunks(indices: list[int], workers: int) -> list[list[int]]:
    """Small enough to balance the load and show progress, big enough to keep overhead low."""
    size = max(1, min(64, len(indices) // (workers * 8) or 1))
    return [indices[i : i + size] for i in range(0, len(indices), size)]


def run_batch(
    batch: Batch,
    indices: Iterable[int],
    on_row: Callable[[Row], None],
    *,
    jobs: int = 1,
    backend: str = "local",
    address: str | None = None,
    tally: Tally | None = None,
    on_games: Callable[[int], None] | None = None,
) -> None:
    todo = list(indices)
    if backend not in BACKENDS:
        raise InvalidOptions(msg("sim-unknown-backend", backend=repr(backend), backends=", ".join(BACKENDS)))
    if jobs < 1:
        raise InvalidOptions(msg("sim-jobs-at-least-1"))
    if backend == "ray":
        _run_ray(batch, todo, on_row, address, jobs)
    elif jobs == 1:
        if tally is not None and _batch_loop(batch, todo, tally, on_games):
            return
        for i in todo:
            on_row(play(batch, i))
    else:
        _run_processes(batch, todo, on_row, jobs)


def _batch_loop(batch: Batch, todo: list[int], tally: Tally, on_games: Callable[[int], None] | None) -> bool:
    """Plays `todo` by the game's own batch loop into `tally` when the game has one and `todo`
    are the tally's next games in order; False (nothing played) otherwise."""
    play_many = getattr(figures_of(batch.game), "play_many", None)
    if play_many is None or tally.early or tally.figures_tally is None:
        return False
    start = tally.next
    if not all(i == start + k for k, i in enumerate(todo)):  # (no second list of the indices)
        return False

    def make(name: str, seed: int) -> Any:
        return make_agent(batch.game, name, seed, code=True)

    play_many(batch, start, start + len(todo), tally, make, MAX_STEPS, on_games)
    return True


def _run_processes(batch: Batch, todo: list[int], on_row: Callable[[Row], None], jobs: int) -> None:
    with ProcessPoolExecutor(jobs) as pool:
        pending = {pool.submit(play_range, batch, part) for part in chunks(todo, jobs)}
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for fut in done:
                for row in fut.result():
                    on_row(row)


def _run_ray(
    batch: Batch, todo: list[int], on_row: Callable[[Row], None], address: str | None, jobs: int
) -> None:
    with ray_cluster(address, jobs) as (ray, workers):
        remote = ray.remote(play_range)
        pending = [remote.remote(batch, part) for part in chunks(todo, workers)]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for row in ray.get(done[0]):
                on_row(row)


@contextmanager
def ray_cluster(address: str | None, jobs: int) -> Iterator[tuple[Any, int]]:
    """Ray (started here on this machine unless `address` names a cluster or it runs already,
    and then stopped again) and how many CPUs it has to play on."""
    try:
        import ray
    except ImportError:
        raise InvalidOptions(msg("sim-needs-ray")) from None
    started = False
    if not ray.is_initialized():
        ray.init(
            address=address,
            num_cpus=None if address else jobs if jobs > 1 else None,
            include_dashboard=False,
            log_to_driver=False,
            logging_level=logging.ERROR,
        )
        started = True
    try:
        yield ray, int(ray.cluster_resources().get("CPU", jobs)) or 1
    finally:
        if started:
            ray.shutdown()
