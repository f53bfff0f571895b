from __future__ import annotations

from doccheck.cli import main

raise SystemExit(main())
