"""Stage 6, output: findings as the user sees them. May import the stages below it (root to `run`).

Formatters: findings to text, JSON, SARIF 2.1.0 or GitHub workflow commands. Pure: they return strings."""

from __future__ import annotations

FORMATS = ("text", "json", "sarif", "github")
