# The commands the README documents. Each sets up what it needs on a fresh machine: a
# virtual environment in .venv with the project and its extras, (for the browser tests)
# Debian's Chromium and (for the Pyodide test) Node.js with node_modules/ from the lock.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-$(shell cksum < pyproject.toml | cut -d' ' -f1)
SUDO   := $(if $(filter 0,$(shell id -u)),,sudo)
CHROMIUM := /usr/bin/chromium
NPM      := $(or $(shell command -v npm 2>/dev/null),/usr/bin/npm)
# The digest of package.json and package-lock.json that tools/build_book.py also checks.
NODE_STAMP := node_modules/.rubber-bridge-course.sha256

.PHONY: test test-engine test-pythons lab book serve notebooks bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e ".[test,widgets,lab,book,bench]"
	rm -f $(VENV)/.installed-*
	touch $(STAMP)

# Playwright drives the system browser; its own browser download does not work offline.
$(CHROMIUM):
	$(SUDO) apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium fonts-dejavu-core poppler-utils

# tests/test_pyodide.py runs the engine in Pyodide (Python 3.14) with Node.js.
/usr/bin/npm:
	$(SUDO) apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq nodejs npm

# node_modules/ as package-lock.json pins it, again whenever the lock changes.
$(NODE_STAMP): package.json package-lock.json | $(NPM)
	$(NPM) ci --ignore-scripts --no-audit --no-fund --loglevel=error
	cat package.json package-lock.json | sha256sum | cut -d' ' -f1 > $@

## make test: install what the tests need, then run the whole suite on every core (pytest-xdist;
## conftest.py keeps each file on one worker and the tests of the built book together)
test: $(STAMP) $(CHROMIUM) $(NODE_STAMP)
	$(BIN)/python -m pytest --nbval -n auto

## make test-engine: the engine tests, without the browser tests and the notebooks (the handouts'
## tests still print with Chromium)
test-engine: $(STAMP) $(CHROMIUM) $(NODE_STAMP)
	$(BIN)/python -m pytest tests bridgelib --ignore=tests/browser

## make test-pythons: the engine tests under every other CPython 3.11-3.14 found here
test-pythons: $(STAMP)
	tools/test_pythons.sh

## make book: build the web book and the printable handouts into _build/
book: $(STAMP) $(CHROMIUM)
	$(BIN)/python tools/build_book.py

## make serve: serve the built book on http://127.0.0.1:$(PORT)/ (builds it first if it is missing).
## Browsers start Python only on pages from a web server, not on file:// pages.
PORT ?= 8000
serve: $(STAMP)
	@test -f _build/html/index.html || $(MAKE) book
	@echo "The book is at http://127.0.0.1:$(PORT)/ (Ctrl+C stops the server; run make book after changes)"
	$(BIN)/python -m http.server $(PORT) --bind 127.0.0.1 --directory _build/html

## make notebooks: run every lesson again and save its outputs (after engine changes)
notebooks: $(STAMP)
	$(BIN)/python tools/run_notebooks.py lessons/*.ipynb book/other_scorings.ipynb

## make lab: open the lessons in JupyterLab
lab: $(STAMP)
	$(BIN)/python tools/lab.py

## make bench: print the speed figures and the robots' strength
bench: $(STAMP) $(CHROMIUM) $(NODE_STAMP)
	@for b in benchmarks/*.py; do echo "== $$b"; $(BIN)/python $$b; done

clean:
	rm -rf $(VENV) .venv-pythons _build
