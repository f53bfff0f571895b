"""How it is stored: the embedded FalkorDB (`server.py`), connections to it or to a server (`connection.py`), the
one interface that reads and writes Graphiti's data model (`store.py`), one embedded server shared by readers and a
writer (`shared.py`), Graphiti's indices (`graphiti_setup.py`)
and the offline embedder (`vectors.py`, `embedder.py`)."""
