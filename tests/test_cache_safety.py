"""The proof cache in a shared or hostile folder: a FIFO never hangs chalk, a planted link is
never written through, and an untrusted key is said, not silently ignored."""

from __future__ import annotations

import os

import pytest

from chalk.constraints import sealed
from chalk.constraints.verdict import Status, Verdict

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs need a POSIX system")


@pytest.fixture
def own_key(tmp_path, monkeypatch):
    monkeypatch.setenv("CHALK_CACHE_KEY_FILE", str(tmp_path / "config" / "cache-key"))
    sealed._secret.cache_clear()
    yield
    sealed._secret.cache_clear()


def test_a_fifo_as_the_key_file_is_refused_at_once_with_a_warning(tmp_path, monkeypatch, capsys):
    fifo = tmp_path / "fifo-key"
    os.mkfifo(fifo, 0o600)
    monkeypatch.setenv("CHALK_CACHE_KEY_FILE", str(fifo))
    sealed._secret.cache_clear()
    try:
        assert sealed.secret_key() is None  # returns: a blocking open would wait for a writer forever
    finally:
        sealed._secret.cache_clear()
    err = capsys.readouterr().err
    assert "not trusted" in err and "not a regular file" in err and str(fifo) in err


@pytest.mark.parametrize(
    ("damage", "why"),
    [
        (lambda p: p.chmod(0o644), "other users can read or write it"),
        (lambda p: p.write_bytes(b"short"), "does not hold 32 bytes"),
    ],
)
def test_a_bad_key_turns_the_cache_off_and_says_so(tmp_path, monkeypatch, capsys, damage, why):
    key = tmp_path / "key"
    key.write_bytes(os.urandom(32))
    key.chmod(0o600)
    damage(key)
    monkeypatch.setenv("CHALK_CACHE_KEY_FILE", str(key))
    sealed._secret.cache_clear()
    try:
        assert sealed.secret_key() is None
    finally:
        sealed._secret.cache_clear()
    assert why in capsys.readouterr().err


def test_a_fifo_as_a_cache_entry_is_ignored_at_once(tmp_path, own_key):
    entry = tmp_path / "cache" / "ab" / "entry.json"
    entry.parent.mkdir(parents=True)
    os.mkfifo(entry)
    assert sealed.read(entry, "proof", "entry") == (None, True)


def test_a_link_planted_in_a_shared_cache_folder_is_not_written_through(tmp_path, own_key):
    elsewhere = tmp_path / "victim"
    elsewhere.mkdir()
    cache = tmp_path / "cache"
    cache.mkdir()
    (cache / "ab").symlink_to(elsewhere, target_is_directory=True)
    value = Verdict("proof", Status.UNKNOWN, "x").to_json()
    assert sealed.write(cache / "ab" / "entry.json", "proof", "entry", value) is False
    assert list(elsewhere.iterdir()) == []
    # an ordinary folder is written, and read back
    assert sealed.write(cache / "cd" / "entry.json", "proof", "entry", value) is True
    assert sealed.read(cache / "cd" / "entry.json", "proof", "entry") == (value, False)
