"""Stage 2, config: what the repository and the command line ask for. May import the root and `read`.

`load.py` finds and reads the configuration (TOML) and holds the result as a `Config`; `schema.py` validates it
with pydantic (imported only when a configuration changed); `errors.py` words a validation error as one line;
`presets.py` names the presets. Keeping the validated result between runs, and holding its rule selection
against the rules, is the run's work (`run/settings.py`), above the rules.
"""
