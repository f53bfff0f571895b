from __future__ import annotations

from doccheck.cli.main import main

raise SystemExit(main())
