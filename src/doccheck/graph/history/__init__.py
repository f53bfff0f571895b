"""What a version is: git's first-parent history read without checkouts (`git.py`), the versions a sync reads and
how each is parsed as the check parses it (`versions.py`), and a version's text as episodes (`episodes.py`)."""
