# The conformance battery and the golden playthroughs (dominia.testing): a developer's tool,
# `python -m dominia.testing GAME`. A "decision" is one question a game asks one player.

testing-usage = Usage: python -m dominia.testing GAME [--battery small|large] [--seed N] [--games N] [--bot NAME] [--lang LANG]
testing-help =
    Runs the conformance battery on a game: random players play seeded games to the end, and every check runs on the way.
      GAME              the game: { $games }
      --battery NAME    small (the size the test command runs) or large (five times the games, checked more often)
      --seed N          the first game's seed (0 if not given); the games play seeds N, N+1, …
      --games N         how many games (the battery's number for the game if not given)
      --bot NAME        test an agent instead: a bot or AI of the game, or your own (file.py:Name), at one seat
      --lang LANG       the language of this report: en, ru, uk or hu
testing-error = Error: { $error }
testing-error-unknown-flag = unknown option “{ $flag }”
testing-error-needs-value = “{ $flag }” needs a value
testing-error-number = “{ $flag }” takes a whole number ({ $least } or more), not “{ $value }”
testing-error-battery = unknown battery “{ $value }”: small or large
testing-error-no-game = name a game: { $games }
testing-error-two-games = one game at a time, not “{ $first }” and “{ $second }”

testing-start = Conformance battery “{ $battery }” on { $game }: { $games ->
        [one] { $games } game, seed { $first }
       *[other] { $games } games, seeds { $first }–{ $last }
    }
testing-progress = { $done } of { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
testing-passed-line = ✓ { $check }: { $count }
testing-all-passed = All checks passed: { $games ->
        [one] { $games } game.
       *[other] { $games } games.
    }

testing-check-games = games played to the end
testing-check-invariants = invariants hold after every decision
testing-check-refusals = bad choices refused, nothing changed
testing-check-hidden = views show nothing hidden from their seat
testing-check-clone = a move on a clone is the move on the original
testing-check-json = views and decisions are plain JSON data
testing-check-outcome = the outcome is complete and plain JSON data
testing-check-record = a record saved mid-game loads and replays to that moment
testing-check-replay = the record replays to the same end
testing-check-setup = the game sets up
testing-check-end = the game ends
testing-check-crash = no unexpected exception

testing-failed = ✗ { $game }, game { $seed }, decision { $step }: { $check } — failed
testing-failure-move = the move: { $player } chose “{ $choice }”
testing-failure-options = options: { $options }
testing-failure-again = to play this game again: python -m dominia.testing { $command }

testing-who-seat = seat { $n }
testing-who-spectator = a spectator
testing-what-view = the view of { $who }
testing-what-decision = the pending decision
testing-what-outcome = the outcome

testing-fail-hooks = { $game } lacks the battery's hooks (core.game.Conformable): { $missing }
testing-fail-setup = the game's random options make no game: { $error }
testing-fail-no-end = no end after { $steps } decisions
testing-fail-invariants = broken invariants: { $problems }
testing-fail-refusal-accepted = { $player } choosing { $choice } should have been refused, and the game took it
testing-fail-refusal-error = { $player } choosing { $choice } raised { $error }, not an illegal-choice error
testing-fail-refusal-changed = refused choices ({ $choice }) changed the state, at { $where }
testing-fail-hidden = { $who } sees what is hidden from it: the view differs when the hidden cards are rearranged, at { $where }
testing-fail-clone-shared = a move on the clone changed the original, at { $where }
testing-fail-clone-state = after the same move the clone’s state differs from the original’s, at { $where }
testing-fail-clone-view = after the same move the clone’s view for { $who } differs, at { $where }
testing-fail-json-plain = { $what } is not plain JSON data, at { $where }
testing-fail-json-trip = { $what } changes through JSON, at { $where }
testing-fail-no-outcome = no decision is pending, but the game has no outcome
testing-fail-outcome-shape = the outcome should have one score per seat ({ $seats }) and winners among the seats; it has { $scores } scores, and the winners { $winners }
testing-fail-record = the record saved after { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } does not load or replay: { $error }
testing-fail-record-state = the record saved after { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } replays to another state, at { $where }
testing-fail-replay-move = the rest of the moves does not replay: { $error }
testing-fail-replay = the record replays to another end, at { $where }
testing-fail-replay-view = the replayed game’s view for { $who } differs, at { $where }
testing-fail-crash = { $error }

testing-start-agent = Agent battery for “{ $agent }” on { $game }: { $games ->
        [one] { $games } game, seed { $first }
       *[other] { $games } games, seeds { $first }–{ $last }
    }
testing-check-agent-legal = its answers are choices the decision offers
testing-check-agent-hands-off = choosing leaves the game as it was
testing-check-agent-same = a game played again with it is the same game
testing-fail-agent-legal = the agent answered { $choice }, which is not one of the decision’s choices
testing-fail-agent-state = the game changed while the agent chose, at { $where }
testing-fail-agent-same = played again from the same seed, the game goes another way at move { $n }

# golden playthroughs (dominia.testing.golden): recorded games whose log and outcome must not change
testing-golden-replay = { $file }: the recorded moves no longer replay: { $error }
testing-golden-unfinished = { $file }: the recorded moves no longer end the game
testing-golden-choices = { $file }: decision { $n } ({ $player }) offered { $want } choices when recorded, { $have } now
testing-golden-outcome = { $file }: the outcome differs from the recorded one, at { $where }
testing-golden-log = { $file }: the log differs from the recorded one (- recorded, + now):
testing-golden-more = … and more lines: { $n }
testing-golden-hint = If the rules changed on purpose, regenerate the goldens: { $command }
testing-golden-wrote = { $file }: written (moves: { $moves }, events: { $events }, end: { $reason })
testing-golden-unchanged = { $file }: unchanged
testing-golden-refused = { $file }: would change, not written
testing-golden-refused-all = Files that would change: { $n }. Only after a deliberate rules change, run again with --overwrite.
