"""Metadata kept beside a document, as Kubernetes keeps a KEP's in `kep.yaml` next to its README.md."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from doccheck.frontmatter_io import TEXT_DATE_LOADER


def read_sidecar(document: Path, name: str) -> dict[str, Any] | None:
    """The sidecar's mapping, or None when there is none or it does not parse (the KEP's own CI owns that)."""
    try:
        return parse_sidecar((document.parent / name).read_bytes())
    except OSError:
        return None


def parse_sidecar(raw: bytes | None) -> dict[str, Any] | None:
    if raw is None:
        return None
    try:
        # Dates stay text, as in front matter: `creation-date: 2019-13-01` is a finding, not a crash.
        data = yaml.load(raw, Loader=TEXT_DATE_LOADER)
    except (yaml.YAMLError, ValueError):
        return None
    return {str(k): v for k, v in data.items()} if isinstance(data, dict) else None
