"""Stage 5, run: how a check runs, and runs fast. May import every stage below: the root, `read`, `config`,
`rules` and `repo`.

    settings.py (the validated configuration) -> discover.py (the files, via folders.py's folder cache)
    -> check.py (each file's stat data against cache.py, signed by signing.py; the rest to worker processes,
       or to ahead.py's child on forking.py) -> check_file.py (one file: parse, type, rules, suppress.py)
    -> repository.py (the DC4 rules over the whole index; against.py and git_batch.py for `--against REF`)
    -> baseline.py (findings accepted before)
"""
