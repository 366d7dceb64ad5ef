"""Lecture content: one package per chapter (a part of the lecture), each a list of ``@claim``s.

A chapter declares its ``PART`` once in its ``__init__`` and keeps its sections as modules.
A chapter that lists them in ``SECTIONS`` gets its claims and definitions exported in that
(lecture) order; one without ``SECTIONS`` keeps its sections in name order.
"""
