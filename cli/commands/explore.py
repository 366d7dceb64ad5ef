"""`chalk explore`: open the built explorer (``<output>/site/``: the folder ``chalk build``
writes, ``--out``, else the project's ``[tool.chalk] output``, else ``chalk-output`` for a
user's claims and ``output`` for chalk's own book).

Prints the ``file://`` URL of its index (the site opens from disk: no server, no
network). ``--serve`` serves it on 127.0.0.1 instead, for a browser that refuses file
URLs; ``--screenshots`` saves the calculator and a plot under ``site/screenshots/``
through a headless Chromium.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--out",
        help="the output directory holding site/ (default: where chalk build writes: [tool.chalk] output, "
        "./chalk-output for your claims, ./output for chalk's own book)",
    )
    parser.add_argument("--serve", action="store_true", help="serve the site on 127.0.0.1 until interrupted")
    parser.add_argument("--port", type=int, default=8000, help="port for --serve (default 8000; 0: any free port)")
    parser.add_argument(
        "--screenshots", action="store_true", help="save screenshots of the calculator and a plot (needs chromium)"
    )


def built_output(out: str | None) -> Path:
    """The folder ``chalk build`` writes for this directory's project, read without sympy."""
    from chalk.cli import UsageError
    from chalk.cli.commands import DEFAULT_OUT
    from chalk.derivations.project_config import ConfigError, find_config, has_user_sources

    if out:
        return Path(out)
    try:
        config = find_config(Path.cwd().resolve())
        user = has_user_sources()
    except ConfigError as exc:
        raise UsageError(str(exc)) from None
    if config is not None and config.output:
        return config.root / config.output
    return Path("chalk-output" if user else DEFAULT_OUT)


def site_dir(out: str) -> Path:
    from chalk.cli import UsageError

    site = Path(out) / "site"
    if not (site / "index.html").is_file():
        raise UsageError(f"no explorer at {site}/ (run 'chalk build' first)")
    return site.resolve()


def serve(site: Path, port: int) -> None:
    """A bounded static server: files under ``site`` only, on the loopback interface."""
    import functools
    import http.server

    from chalk.cli import UsageError

    if not 0 <= port <= 65535:
        raise UsageError(f"--port {port} is not a port (0 to 65535)")

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:  # one line per request is noise here
            pass

    handler = functools.partial(Quiet, directory=str(site))
    try:
        server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    except OSError as exc:
        raise UsageError(f"cannot serve on 127.0.0.1:{port}: {exc.strerror}") from None
    with server:
        print(f"serving {site} at http://127.0.0.1:{server.server_address[1]}/index.html (Ctrl-C stops)", flush=True)
        server.serve_forever()


def run(args: argparse.Namespace) -> int:
    from chalk.cli import UsageError

    site = site_dir(str(built_output(args.out)))
    if args.screenshots:
        from chalk.exporters.site.browser import BrowserMissing, take_screenshots

        try:
            for path in take_screenshots(site):
                print(f"wrote {path}")
        except BrowserMissing as exc:
            raise UsageError(f"--screenshots needs a browser: {exc}") from None
        return 0
    if args.serve:
        serve(site, args.port)
        return 0
    print((site / "index.html").as_uri())
    return 0
