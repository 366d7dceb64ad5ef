"""§8 Scale-up versus scale-out bandwidth: 9–18× from the catalog, not the lecture's 8×."""

from sympy import Ge, Le

from chalk import Claim, Example, claim
from chalk.derivations.lectures.racks.presets import GB200, GB300_NIC, H100, NVLINK5
from chalk.derivations.lectures.racks.symbols import bandwidth_ratio, scaleout_bandwidth_400g, scaleout_bandwidth_800g
from chalk.vocabulary import (
    scaleout_bandwidth,
    scaleup_bandwidth,
)

# --- §8 scale-up vs scale-out ------------------------------------------------------
NIC_RANGE = (Ge(scaleout_bandwidth, scaleout_bandwidth_400g), Le(scaleout_bandwidth, scaleout_bandwidth_800g))
NIC_GIVEN = {
    scaleup_bandwidth: NVLINK5,
    scaleout_bandwidth_400g: GB200[scaleout_bandwidth],
    scaleout_bandwidth_800g: GB300_NIC,
}


@claim(source="lecture 00:36:42–00:47:00; lecture-notes §8 and §20 #5")
def scaleup_is_9_to_18_times_scaleout():
    """NVLink-5 (900 GB/s per direction) against 400–800 Gb/s NICs is 9–18× faster, not 8×: 8× is the favourable end."""
    return Claim(
        Ge(bandwidth_ratio, 9) & Le(bandwidth_ratio, 18),
        hypotheses=NIC_RANGE,
        given=NIC_GIVEN,
        examples=(
            Example({scaleout_bandwidth: GB200[scaleout_bandwidth]}, expect={bandwidth_ratio: 18}, note="ConnectX-7"),
            Example({scaleout_bandwidth: GB300_NIC}, expect={bandwidth_ratio: 9}, note="ConnectX-8 (GB300 NVL72)"),
            Example({**H100}, expect={bandwidth_ratio: 9}, note="H100 HGX: NVLink-4 450 GB/s vs 400 Gb/s"),
            Example(
                {},
                expect={
                    scaleup_bandwidth / scaleout_bandwidth_400g: 18,
                    scaleup_bandwidth / scaleout_bandwidth_800g: 9,
                },
                note="lecture-notes §8: the NIC range's ends are 18× (ConnectX-7) and 9× (ConnectX-8) below NVLink-5",
            ),
        ),
    )


@claim(source="lecture 00:36:42–00:47:00; lecture-notes §20 #5")
def scaleup_is_8_times_scaleout():
    """The board's 'scale-out is about 8× slower' is the favourable end: NVLink-5 against catalog NICs exceeds 8×."""
    return Claim(
        Le(bandwidth_ratio, 8),
        hypotheses=NIC_RANGE,
        given=NIC_GIVEN,
        expect="erratum",
        rejected_by=("proof",),
        source_wrote="scale-out is typically about 8× slower in bandwidth than scale-up",
        corrected_by="racks.scaleup_is_9_to_18_times_scaleout",
    )
