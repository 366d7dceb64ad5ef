"""The paper's "Measured systems" section: the documented medians and ranges of the
efficiency of published systems, and `chalk validate`'s figure when it is there."""

from chalk.derivations.catalog import measured
from chalk.exporters.paper_measured import FIGURE, section


def test_the_section_quotes_every_documented_median_with_its_range_and_cases():
    text = section()
    assert r"\section*{Measured systems}" in text
    assert text.isascii()
    for entry in measured.documented().values():
        m = entry["all"]
        assert f"{m['value']:.3f} & {m['low']:.3f}--{m['high']:.3f} & {len(m['cases'])} &" in text


def test_the_section_includes_validates_figure_only_where_it_exists():
    text = section()
    assert rf"\IfFileExists{{{FIGURE}}}" in text and rf"\includegraphics[width=0.85\linewidth]{{{FIGURE}}}" in text
