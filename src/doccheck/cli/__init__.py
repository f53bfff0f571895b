"""Stage 9, cli: the command line on top of every other stage. `main.py` is the entry point (`main(argv) -> int`,
one exception type becomes one line and exit 2); `commands.py`, `index.py`, `site.py`, `authoring.py` (new,
supersede, link) and `fixing.py` (check --fix) are the commands;
`arguments.py` the argument types they share; `ci/` what the GitHub Action runs."""
