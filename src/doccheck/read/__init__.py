"""Stage 1, read: what one document says. May import only the root (`errors`, `findings`).

    bytes (`source.py`: read safely, decoded) -> blocks (`blocks.py`: CommonMark's block structure)
    -> front matter (`frontmatter.py`) and sidecar (`sidecar.py`: a KEP's kep.yaml)
    -> `Document` (`document.py`: title, sections, links, metadata; `dates.py`, `status.py`, `specs.py`)
    -> its type (`doctypes.py`: globs, evidence, file names, sections)
"""
