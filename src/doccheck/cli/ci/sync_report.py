"""What `doccheck sync --format json` prints, read at the boundary with pydantic.

    {"episodes": {"added": 1, "updated": 0, "retired": 0, "unchanged": 12},
     "dry_run": false, "blocked": false,
     "conflicts": [{"kind": "value-conflict", "resolution": "recency-wins", "action": "what was done",
                    "new": {"subject": "ADR-5", "relation": "USES_DATASTORE", "object": "postgres",
                            "fact": "ADR-5 uses datastore postgres",
                            "valid_from": "2024-01-02", "valid_to": null,
                            "path": "docs/adr/0005-postgres.md", "line": 3, "commit": "abc123"},
                    "other": {...the fact it meets, already in the graph...}}]}

`facts: [new, other]` for the pair, a nested `source: {path, line, commit}` and `{"name": ...}` entities are
read too.

Unknown keys are kept and ignored, so the sync can say more without breaking the Action.
"""

from __future__ import annotations

from typing import Any

from pydantic import AliasChoices, BaseModel, ConfigDict, Field, model_validator


class _Lenient(BaseModel):
    model_config = ConfigDict(extra="allow", populate_by_name=True, frozen=True)


class EpisodeCounts(_Lenient):
    added: int = 0
    updated: int = 0
    retired: int = 0
    unchanged: int = 0

    @property
    def written(self) -> int:
        return self.added + self.updated + self.retired


class Source(_Lenient):
    path: str | None = None
    line: int | None = None
    commit: str | None = None


class Fact(_Lenient):
    subject: str | None = None
    relation: str | None = None
    object: str | None = None
    valid_from: str | None = Field(None, alias="valid-from")
    valid_to: str | None = Field(None, alias="valid-to")
    source: Source = Source()

    text: str | None = Field(None, validation_alias=AliasChoices("fact", "text"))  # the fact in words

    @model_validator(mode="before")
    @classmethod
    def _flat_source(cls, data: Any) -> Any:
        if isinstance(data, dict):  # an entity given as {"name": ...} reads as its name
            data = {k: (v.get("name") if k in ("subject", "object") and isinstance(v, dict) else v)
                    for k, v in data.items()}
        # Accept a source given flat on the fact ("path", "line", "commit") as well as nested.
        if isinstance(data, dict) and "source" not in data and "path" in data:
            data = {**data, "source": {k: data.get(k) for k in ("path", "line", "commit")}}
        elif isinstance(data, dict) and isinstance(data.get("source"), str):
            data = {**data, "source": {"path": data["source"]}}
        return data

    def describe(self) -> str:
        if self.text:
            return self.text
        parts = [p for p in (self.subject, self.relation, self.object) if p]
        return " ".join(parts) or "(fact)"


class Conflict(_Lenient):
    kind: str = "conflict"
    resolution: str | None = None
    message: str | None = None
    action: str | None = None  # what the sync did about it, in words
    facts: list[Fact] = []

    @model_validator(mode="before")
    @classmethod
    def _pair(cls, data: Any) -> Any:
        # {"new": fact, "other" (or "existing"): fact} is the same pair as {"facts": [new, other]}.
        if isinstance(data, dict) and "facts" not in data:
            pair = [data.get("new"), data.get("other", data.get("existing"))]
            data = {**data, "facts": [f for f in pair if f is not None]}
        return data

    @property
    def unresolved(self) -> bool:
        return self.resolution in (None, "", "manual", "unresolved")


class SyncReport(_Lenient):
    episodes: EpisodeCounts = EpisodeCounts()
    conflicts: list[Conflict] = []
    dry_run: bool = Field(False, alias="dry-run")
    blocked: bool = False  # a conflict the `manual` strategy leaves to the documents: nothing was written

    @property
    def written(self) -> int:
        return 0 if self.dry_run else self.episodes.written
