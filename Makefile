# Two commands on a fresh machine: `make demo` (the main job) and `make test`.
# Each creates .venv when missing and installs what it needs; torch is pinned to the CPU build
# that lies on this machine's disk (an unpinned torch pulls a multi-GB CUDA build).
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
TORCH  ?= torch==2.13.0
STAMP  := $(VENV)/.installed

.PHONY: demo test lint bench clean chromium

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install -q "$(TORCH)"
	$(BIN)/pip install -q -e ".[all,dev]"
	-$(BIN)/convmem facts train  # the fact detector's head ahead of first use (~50 s); a failure
	                            # only leaves it to the first Memory
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/convmem demo

# mypy must see the three folders as the one `convmem` package they install as (the editable
# install's import hook is invisible to it), so lint type-checks a tree of symlinks.
lint: $(STAMP)
	$(BIN)/ruff check memory strategies stores examples tests
	rm -rf .typecheck && mkdir -p .typecheck/convmem
	ln -s $(CURDIR)/memory/* .typecheck/convmem/
	ln -s $(CURDIR)/strategies .typecheck/convmem/strategies
	ln -s $(CURDIR)/stores .typecheck/convmem/stores
	cd .typecheck && ../$(BIN)/mypy --config-file ../pyproject.toml -p convmem

# The inspect page's browser test drives Debian's Chromium (Playwright never downloads one).
chromium:
	@test -x /usr/bin/chromium || (apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium)

test: lint chromium
	$(BIN)/python -m pytest -q -p no:cacheprovider

bench: $(STAMP)
	$(BIN)/convmem bench

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis .typecheck
