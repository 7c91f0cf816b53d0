# The few commands the README documents. Each one sets up what it needs on a fresh
# machine: a virtual environment in .venv with the project and its extras.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-$(shell cat pyproject.toml | cksum | cut -d' ' -f1)

.PHONY: test lab bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e ".[test,widgets]"
	rm -f $(VENV)/.installed-*
	touch $(STAMP)

## make test: install what the tests need, then run the whole suite
test: $(STAMP)
	$(BIN)/python -m pytest

## make lab: open the lessons in JupyterLab
lab: $(STAMP)
	$(BIN)/python -m pip install --quiet jupyterlab
	$(BIN)/python -m jupyter lab lessons/ $(if $(filter 0,$(shell id -u)),--allow-root,)

## make bench: print the engine's speed figures
bench: $(STAMP)
	$(BIN)/python benchmarks/engine.py

clean:
	rm -rf $(VENV) _build
