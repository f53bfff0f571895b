"""Formatters: findings to text, JSON, SARIF 2.1.0 or GitHub workflow commands. Pure: they return strings."""

from __future__ import annotations

FORMATS = ("text", "json", "sarif", "github")
