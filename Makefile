# The commands the README documents. Each sets up what it needs on a fresh machine: a
# virtual environment in .venv with the project and its extras, and (for the browser
# tests) Debian's Chromium.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-$(shell cksum < pyproject.toml | cut -d' ' -f1)
SUDO   := $(if $(filter 0,$(shell id -u)),,sudo)
CHROMIUM := /usr/bin/chromium

.PHONY: test test-engine lab book notebooks bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e ".[test,widgets,lab,book]"
	rm -f $(VENV)/.installed-*
	touch $(STAMP)

# Playwright drives the system browser; its own browser download does not work offline.
$(CHROMIUM):
	$(SUDO) apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium fonts-dejavu-core

## make test: install what the tests need, then run the whole suite
test: $(STAMP) $(CHROMIUM)
	$(BIN)/python -m pytest

## make test-engine: only the engine tests (no browser, no notebooks)
test-engine: $(STAMP)
	$(BIN)/python -m pytest tests bridgelib --ignore=tests/browser

## make book: build the web book and the printable handouts into _build/
book: $(STAMP)
	$(BIN)/python tools/build_book.py

## make notebooks: run every lesson again and save its outputs (after engine changes)
notebooks: $(STAMP)
	$(BIN)/python tools/run_notebooks.py lessons/*.ipynb book/other_scorings.ipynb

## make lab: open the lessons in JupyterLab
lab: $(STAMP)
	$(BIN)/python -m jupyter lab lessons/ $(if $(SUDO),,--allow-root)

## make bench: print the speed figures
bench: $(STAMP)
	@for b in benchmarks/*.py; do echo "== $$b"; $(BIN)/python $$b; done

clean:
	rm -rf $(VENV) _build
