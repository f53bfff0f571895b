"""Facts from the prose, with a language model (optional): the client and its settings (`llm.py`), Graphiti's
`add_episode` over the latest versions' episodes (`extract.py`) and the markers that make it resumable
(`extraction_store.py`)."""
