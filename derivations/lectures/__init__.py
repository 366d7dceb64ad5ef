"""Lecture content: one module per part of the lecture, each a list of ``@claim``s."""
