"""How facts become intervals: what one version states (`statements.py`), the fact model (`facts.py`), a
document's versions -> intervals of valid time (`intervals.py`), conflicts decided over the facts that meet
(`conflicts.py`), and the sync's derivation step that ties them to the graph (`derive.py`)."""
