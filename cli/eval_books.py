"""Which book ``chalk eval``, ``sweep`` and ``validate`` read: the stored runtime when one
is keyed by the project's sources (nothing else loads, so a warm run imports neither sympy
nor z3), else the project opened and its runtime built from its symbol table, else the
sympy book (a local config file, ``CHALK_RUNTIME=0``, or what the runtime cannot carry)."""

from __future__ import annotations

import argparse
import os


def book_for(args: argparse.Namespace):
    """The cached runtime of the project (the default book, or a user's claims keyed by
    their files); the sympy book for a local config file, ``CHALK_RUNTIME=0`` or when the
    runtime cannot be built. A user's project must be open (its table current)."""
    from chalk.exporters.evalbook import SympyBook

    if os.environ.get("CHALK_RUNTIME") == "0" or args.model_config:
        return SympyBook()
    extra = _user_files(args)
    if extra is None:
        return SympyBook()
    from chalk.exporters.runtime import cached_book

    return cached_book(extra=extra) or SympyBook()


def _user_files(args: argparse.Namespace):
    """The user's source files the runtime is keyed by: () for the default book, None when
    they cannot be found without loading the project."""
    from chalk.cli.commands import uses_own_claims
    from chalk.derivations.project_config import ConfigError, source_files

    if not uses_own_claims(args):
        return ()
    try:
        return source_files(args.claims or (), args.book or ())
    except ConfigError:
        return None


def _stored(args: argparse.Namespace):
    if os.environ.get("CHALK_RUNTIME") == "0" or args.model_config:
        return None
    extra = _user_files(args)
    if extra is None:
        return None
    from chalk.exporters.runtime import stored_book

    return stored_book(extra)


def run_with_book(args: argparse.Namespace, body) -> int:
    """``body(args)`` on the stored runtime when there is one (nothing else loads); else
    with the project open, on ``book_for(args)``; again on the sympy book if the cache
    cannot answer (it says so before anything is printed)."""
    from contextlib import nullcontext

    from chalk.cli.commands import open_project, uses_own_claims
    from chalk.exporters.evalbook import Fallback, SympyBook, using_book

    stored = _stored(args)
    if stored is not None:
        try:
            with using_book(stored):
                return body(args)
        except Fallback:
            pass
    opened = open_project(args).table.using() if uses_own_claims(args) else nullcontext()
    with opened:
        try:
            with using_book(book_for(args)):
                return body(args)
        except Fallback:
            with using_book(SympyBook()):
                return body(args)
