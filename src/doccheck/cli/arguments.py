"""Argument types the commands share (`--jobs`), in one module below the command line's entry point and the
commands it dispatches to."""

from __future__ import annotations

import argparse


def positive_int(text: str) -> int:
    """`--jobs`: a count of worker processes, 1 or more (`-1` is a usage error, not a crash)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, not {value}")
    return value
