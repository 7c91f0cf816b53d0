#!/usr/bin/env bash
# The engine tests under every other CPython 3.11-3.14 on this machine (pyenv's versions,
# python3.1x on PATH), each in its own venv under .venv-pythons/. `make test` covers the
# project's own Python and, in Pyodide, Python 3.14.
set -euo pipefail
cd "$(dirname "$0")/.."
own=$(.venv/bin/python -c 'import sys; print("%d.%d.%d" % sys.version_info[:3])' 2>/dev/null || true)
tests=(tests/test_rules.py tests/test_cards_and_deals.py tests/test_auction_and_play.py
       tests/test_properties.py tests/test_pbn.py tests/test_scoring.py tests/test_rubber.py
       tests/test_variants.py tests/test_system.py tests/test_robots.py tests/test_exercises.py
       tests/test_solver.py tests/test_errors.py tests/test_naming.py tests/test_counting.py
       tests/test_session.py tests/test_questions.py tests/test_search_engine.py
       tests/test_robots_declarer.py tests/test_robots_defence.py tests/test_robots_lookahead.py
       tests/test_robots_hidden.py tests/test_system_issue13.py)
declare -A seen=()
tested=()
for py in "$HOME"/.pyenv/versions/3.1[1-4]*/bin/python python3.11 python3.12 python3.13 python3.14; do
  version=$("$py" -c 'import sys; print("%d.%d.%d" % sys.version_info[:3])' 2>/dev/null) || continue
  [[ -z "${seen[$version]:-}" && "$version" != "$own" ]] || continue
  seen[$version]=1
  venv=.venv-pythons/$version
  if [[ ! -x $venv/bin/python ]]; then
    "$py" -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet pytest hypothesis
  fi
  echo "== Python $version"
  "$venv/bin/python" -m pytest -q -p no:cacheprovider -o addopts= "${tests[@]}"
  tested+=("$version")
done
echo "engine tests passed under ${#tested[@]} other Python version(s): ${tested[*]:-none found}"
