"""Shared test configuration: CI runs hypothesis derandomized, so a red build reproduces."""

import os

import pytest
from hypothesis import settings

settings.register_profile("ci", derandomize=True, deadline=None)
if os.environ.get("CI"):
    settings.load_profile("ci")


@pytest.fixture(autouse=True, scope="session")
def _private_cache(tmp_path_factory):
    """Tests never read or write the user's cache: `chalk verify` uses no proof cache unless a
    test names one (a test that changes a claim in memory must never be answered from a
    cached report), and any cache folder, and the key that seals cache files, lie in this test
    session's temporary folder."""
    os.environ["CHALK_CACHE_DIR"] = str(tmp_path_factory.getbasetemp() / "chalk-cache")
    os.environ["CHALK_CACHE_KEY_FILE"] = str(tmp_path_factory.getbasetemp() / "chalk-config" / "cache-key")
    os.environ["CHALK_NO_CACHE"] = "1"  # `chalk verify` proves afresh unless a test passes --cache-dir
    yield
