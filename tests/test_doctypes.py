"""Which type a document gets: a convention that needs a sidecar file applies only where the sidecar is."""

from __future__ import annotations

from pathlib import Path

import pytest

from doccheck.cli import main

README = "# Integration testing\n\n## Decision\n\nWe test against real services.\n"


@pytest.mark.parametrize(("with_sidecar", "expected"), [
    (True, "kep"),  # NNNN-name/README.md with its kep.yaml: a KEP, checked against the KEP template
    (False, None),  # a dated decision folder has the same layout and no kep.yaml: not a KEP
])
def test_a_kep_needs_its_kep_yaml(tmp_path: Path, capsys: pytest.CaptureFixture[str], with_sidecar: bool,
                                  expected: str | None) -> None:
    (tmp_path / ".doccheck.toml").write_text('extend = ["kep"]\n')
    folder = tmp_path / "2022-02-03-integration-testing"
    folder.mkdir()
    (folder / "README.md").write_text(README)
    if with_sidecar:
        (folder / "kep.yaml").write_text("title: Integration testing\nstatus: implemented\n")
    main(["check", str(folder / "README.md"), "--no-cache", "-q", "--config", str(tmp_path / ".doccheck.toml")])
    out = capsys.readouterr().out
    kep_findings = [line for line in out.splitlines() if ": kep " in line or "kep has no" in line
                    or "kep declares no" in line]
    if expected == "kep":
        assert any("kep has no 'Summary' section" in line for line in kep_findings)
        assert any("kep declares no 'kep-number'" in line for line in kep_findings)
    else:
        assert kep_findings == []
