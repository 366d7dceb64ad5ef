"""Shared test configuration: CI runs hypothesis derandomized, so a red build reproduces."""

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True, deadline=None)
if os.environ.get("CI"):
    settings.load_profile("ci")
