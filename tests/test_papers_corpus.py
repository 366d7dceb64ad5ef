"""The corpus of real documents (tests/data/papers): every relation chalk counts is judged by
a person, and the ratios measured from chalk's verdicts and those judgments do not regress.

The numbers that count are measured on documents no rule was tuned on: the held-out half of
the older corpus and the new public documents (tests/data/papers/README.md). The floors are
what chalk reached there when they were last judged (issue 39's eleventh round: 757 relations,
575 read (76%), 25 of 49 mistakes caught, 2 false errors: 0.35 per 100 read; with the twelfth
round's batch, 836 relations, 633 read, 30 of 61 caught, 3 false errors: 0.47 per 100; with its
second batch, 1133 relations, 849 read, 37 of 82 caught, 11 false errors: 1.3 per 100; after the
round's rules, with its third batch, 1073 relations, 834 read, 34 of 61 caught, 7 false errors: 0.84
per 100; after the third batch's rules, with its fourth batch, 1119 relations, 914 read, 40 of 71
caught, 7 false errors: 0.77 per 100); the issue's
reading target (60%) is held as well, and its 1 false error per 100 read was until the second batch
(the test now holds the measured 1.3). Two thirds of the
mistakes is not reached on this set (33 of 49 would be), so the test holds the measured count.

Each round moves the documents its rules were found on to the tuning half and adds new ones,
so both halves change: in the tenth round the tuning half gained five documents (the
topology-aware, phase-transitions, configuration-search and 4D/5D chapters; the batch-size
chapter was there already) and went from 18 false errors to 8 on the round's final split; in the
eleventh it gained the tenth round's three documents with a false error each (dudeperf3ct's,
Kolosal's and Nicooo-Wang's notes) and went from 11 to 8 on that split."""

from __future__ import annotations

import json

import pytest

from tests.papers_corpus import JUDGMENTS, NEW, documents, half, judgments_path, measure, total

#: chalk check over seventy documents (about 3 minutes cold), measured once: the group keeps the
#: module's tests on one xdist worker, which computes the module's fixture once (it ran on both)
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("corpus")]

#: held-out + new, as measured
#: 1286 with the thirteenth round's eighth batch (38): above the floor, so unchanged
#: 1090 once the fourteenth round's one-name rule moved four documents (190 relations) to the tuning half
#: 1388 with the fourteenth round's first batch (108): above the floor, so unchanged
#: 1334 with the fourteenth round's second batch (54): above the floor, so unchanged
#: 1246 with the fourteenth round's first two batches merged, after the one-name and prefix rules and their moves
#: 1400 with the fourteenth round's third and fourth batches (154), measured on c4a0edf; 1372 once the
#: one-digit rule moved Modopi's speculative-decoding notebook (28)
#: 1338 once the subscript-label rule moved Modopi's paged-attention notebook (34)
#: 1230 once the count-letter, display-unit and implication rules moved Jiaxin Zhang's two excerpts (108)
#: 1379 with the fourteenth round's fifth and sixth batches (149), measured on bb6357b; 1320 once the
#: function rule moved Bojie Li's prefix-cache section and Yue Lu's long-context note (59)
#: 1441 with the fourteenth round's seventh and eighth batches (121), measured on da56974 after the round's
#: last rule
#: 1400 once the default rule moved atandra2000's memory note (41)
#: 1618 with the fourteenth round's ninth and tenth batches (218), measured on 6610c8c after the round's
#: last rule
#: 1428 once the fifteenth round's first two rules moved four documents (190)
#: 1806 with the fifteenth round's four batches (378, measured on a1c3fd9); 1615 once its later rules
#: moved five of their documents (191)
#: 1944 with the round's second set of batches (b35 to b37, 329, measured on bad9659); 1721 once its
#: last rules moved three of their documents (223)
#: 1750 with b34 (Rees's memory post, 29, measured on 098cc70)
#: 2136 with the round's last set (b38 to b41, 386, measured on 7c92b13); 2061 once its last rules moved
#: YiTanJang's cost note (75)
#: 2229 with the round's final batches (b42 to b44, 168, measured on 3a40ef3 after its last rule)
#: 2161 after the sixteenth round's first rules moved three documents (XPengZhao's KV note, Ganesh's KV
#: sizing, Tsugrii's conclusion); 2392 with its batches (b45 to b47, 231, measured on c14f1eb); 2351 once
#: its last rules moved two of their documents (41)
#: 2341 once the solved-equation rule moved Habanoz's note (10); 2681 with the round's second set (b48 to
#: b50, 340, measured on 3557fed); 2589 once its rules moved RiazML's notes (92)
#: 2544 once the reading rules moved YiTanJang's GPU-hours note, walkinglabs' Chinese cost note and
#: Pandey's roofline (45); 2810 with the round's third set (b51 to b53, 266, measured on 07b017f); 2792
#: once its rule moved BillPengpeng's notes (18)
#: 2731 once the list-item rule moved spicemonkey's note (61); 2983 with the round's fourth set (b54 to b56,
#: 252, measured on 298bd83); 2848 once its rules moved xchencehn's chapter and re0phimes' notes (135)
#: 2993 with the round's fifth set (b57 to b59, 145, measured on 4cec219 after every rule before it); 2897
#: once its last rules moved three of its documents (96)
UNSEEN_RELATIONS = 2897
#: measured 849 of 1133 (74.9%) with the twelfth round's second batch (it reads 216 of its 297, 73%),
#: 633 of 836 (75.7%) with its first batch, 568 of 749 (75.8%) before it; the issue asks 60%. Lowered
#: from 0.75 to the measured value, less one relation: a relation of calwoo's scaling-law notes is
#: read or not by its 20 s time budget, depending on the machine's load (848 of 1133 is 0.7484)
#: 714 of 882 (81.0%) after the twelfth round's rules, helper A's with them (starred names, boxes,
#: ```math fences, unit words after symbols, givens' units)
#: 834 of 1073 (77.7%) with the twelfth round's third batch (judged before its verdicts were seen,
#: measured on the unchanged chalk 9f3dd72; it reads 123 of its 191, 64%): lowered from 0.80 to the
#: measured value. 741 of 920 (80.5%) after the scenario rule moved theprath1's post to the tuning half;
#: 736 of 906 (81.2%) after KB read as kilobytes moved hz1957's notes there too; 643 of 796 (80.8%)
#: after Desai's two documents moved there; 821 of 1009 (81.4%) with the fourth batch (178 of its 213);
#: 754 of 942 (80.0%) once the binary-prefix rule moved Wty2003328's problems (67 of 67 read) to the
#: tuning half, the floor half a relation in a hundred below it. 936 of 1182 (79.2%) with the fifth
#: batch (judged before its verdicts were seen, measured on the unchanged chalk b037dee; it reads 182 of
#: its 240, 76%, MRFIRE5673's roofline report 34 of 65): lowered from 0.795 to the measured value;
#: 855 of 1091 (78.4%) once the percent-superscript rule moved Pham's note (81 of 91 read) to the
#: tuning half. 976 of 1293 (75.5%) with the sixth batch (judged before its verdicts were seen, measured
#: on the unchanged chalk 4159b09; it reads 121 of its 202, 60%, lilinji's performance ledgers 28 of 74:
#: results wrapped with their unit in \mathbf{…}): lowered from 0.78 to the measured value, less one
#: relation (975 of 1293 is 0.7541); 1001 of 1293 (77.4%) once merged with the rules written meanwhile
#: (\gamma, thousands in a group, words inside text, spacing around a sign), which never saw the batch;
#: 833 of 1040 (80.1%) after the bold-result and rounded-substitution rules moved five documents to
#: the tuning half. 852 of 1078 (79.0%) with the seventh batch (judged before its verdicts were seen,
#: measured on the unchanged chalk 55acbf5; it reads 19 of its 38, 50%, JaneLiCC's formulas 0 of 8:
#: Chinese labels written as names inside the math): lowered from 0.795 to the measured value, less
#: one relation (851 of 1078 is 0.7894). 900 of 1143 (78.7%) with the thirteenth round's first batch (judged
#: before its verdicts were seen, measured on the unchanged chalk a9fccd1; it reads 48 of its 65, 74%, Datawhale's
#: resource accounting 5 of 11: Chinese labels and units inside the math): lowered from 0.789 to the measured value,
#: less one relation (899 of 1143 is 0.7865). 792 of 1002 (79.0%) after the thirteenth round's rules moved
#: locchh's, sendoray's and the first batch's three documents to the tuning half: raised to the measured
#: value less one relation (791 of 1002 is 0.7894); 766 of 972 (78.8%) once Hiep Tran's post moved too:
#: lowered to the measured value less one relation (765 of 972 is 0.7870)
#: value less one relation (791 of 1002 is 0.7894). 876 of 1119 (78.3%) with the thirteenth round's third batch
#: (serving arithmetic, judged before its verdicts were seen, measured on the unchanged chalk b983309; it reads 84 of
#: its 117, 72%: givens written n_h{=}128 and expectations named in \text{…} are not read): lowered from 0.789 to
#: the measured value, less one relation (875 of 1119 is 0.7819)
#: After the merge of the two (the third batch on the round's later rules): 850 of 1089 (78.1%), the floor the
#: measured value less one relation (849 of 1089 is 0.7796)
#: 798 of 1015 (78.6%) with the second batch merged and the rules from the second and third batches,
#: whose documents moved to the tuning half (Gou's chapter, hzchenxiaobin's and NightLemon's): the floor
#: the measured value less one relation (797 of 1015 is 0.7852)
#: 795 of 1006 (79.0%) once Timbers's post moved too: the floor 794 of 1006 (0.7893)
#: 847 of 1076 (78.7%) with the thirteenth round's fifth batch (serving arithmetic, judged before its verdicts were
#: seen, measured on the unchanged chalk 378ce4e; it reads 49 of its 61, 80%): within the floor, so unchanged
#: 873 of 1117 (78.2%) with the thirteenth round's fourth batch (training and parallelism arithmetic, judged
#: before its verdicts were seen, measured on the unchanged chalk 378ce4e; it reads 75 of its 102, 74%: labels and
#: results in \text{…}, TP = 8 read as T times P): lowered from 0.785 to the measured value, less one relation
#: (872 of 1117 is 0.7807)
#: 919 of 1169 (78.6%) with the fourth and fifth batches merged: the floor 918 of 1169 (0.7853)
#: 844 of 1067 (79.1%) once the fourth batch's rules moved Kumar's chapters to the tuning half: the
#: floor 843 of 1067 (0.7900)
#: 976 of 1220 (80.0%) with the thirteenth round's sixth batch (it reads 132 of its 153): within the floor, unchanged
#: 954 of 1191 (80.1%) with the thirteenth round's seventh batch (it reads 110 of its 124, 89%): within the
#: floor, so unchanged
#: 1028 of 1286 (79.9%) with the thirteenth round's eighth batch (it reads 35 of its 38): within the floor,
#: so unchanged
#: 1041 of 1303 (79.9%) with the thirteenth round's ninth batch (Bojie Li's two excerpts read 48 of their 55):
#: within the floor, so unchanged
#: 1050 of 1311 (80.1%) after the eighth and ninth batches and the move of Bojie Li's KV section: the
#: floor 1049 of 1311 (0.8002)
#: 1027 of 1280 (80.2%) once the failures chapter moved (its miss was seen before the given-list rule):
#: the floor 1026 of 1280 (0.8016)
#: 862 of 1090 (79.1%) after that move: the floor 861 of 1090 (0.7899)
#: 1110 of 1388 (79.97%) with the fourteenth round's first batch (Jiaxin Zhang's two excerpts read 83 of their 108,
#: measured on the unchanged chalk eec0745): below the floor, so lowered to 1109 of 1388 (0.799)
#: 1075 of 1334 (80.6%) with the fourteenth round's second batch (dborzov's four chapters read 48 of their 54):
#: within the floor, so unchanged
#: 989 of 1246 (79.4%) with those batches and moves: the floor 988 of 1246 (0.7929)
#: 1106 of 1400 (79.0%) with the third and fourth batches (they read 117 of their 154); 1081 of 1372
#: (78.8%) after the move: the floor 1080 of 1372 (0.7872)
#: 1069 of 1338 (79.9%) after that move: the floor 1068 of 1338 (0.7982)
#: 986 of 1230 (80.2%) after that move: the floor 985 of 1230 (0.8008)
#: 1111 of 1379 (80.6%) with the fifth and sixth batches (they read 125 of their 149); 1069 of 1320
#: (81.0%) after the move: the floor 1068 of 1320 (0.8091)
#: 1161 of 1441 (80.6%) with the seventh and eighth batches (they read 92 of their 121): the floor 1160
#: of 1441 (0.8050)
#: 1125 of 1400 (80.4%) after that move: the floor 1124 of 1400 (0.8029)
#: 1311 of 1618 (81.0%) with the ninth and tenth batches (they read 186 of their 218): the floor 1310 of
#: 1618 (0.8096)
#: 1144 of 1428 (80.1%) after the fifteenth round's first two rules moved four documents (their 167 read
#: of 190): the floor 1143 of 1428 (0.8004)
#: 1434 of 1806 (79.4%) with the fifteenth round's four batches (they read 290 of their 378); 1269 of 1602
#: 1271 of 1615 (78.7%) after its later moves: the floor 1270 of 1615 (0.7864)
#: 1558 of 1944 (80.1%) with the second set (they read 287 of their 329); 1347 of 1721 (78.3%) after its
#: moves: the floor 1346 of 1721 (0.7821)
#: 1639 of 2136 (76.7%) with the last set (they read 264 of their 386); 1596 of 2061 (77.4%) after its
#: move: the floor 1595 of 2061 (0.7739)
#: 1756 of 2229 (78.8%) with the final batches (they read 160 of their 168): the floor 1755 of 2229 (0.7873)
#: 1715 of 2161 (79.4%) after the sixteenth round's first moves; 1905 of 2392 with its batches (they read
#: 190 of their 231); 1873 of 2351 (79.7%) after its last moves: the floor 1872 of 2351 (0.7963)
#: 2129 of 2681 with the second set (they read 264 of their 340); 2046 of 2589 (79.0%) after its moves:
#: the floor 2045 of 2589 (0.7899)
#: 2247 of 2810 with the third set (it read 230 of its 266); 2231 of 2792 (79.9%) after its move: the
#: floor 2230 of 2792 (0.7987)
#: 2387 of 2983 with the fourth set (it read 204 of its 252); 2253 of 2848 (79.1%) after its moves: the
#: floor 2252 of 2848 (0.7907)
#: 2358 of 2993 with the fifth set (it read 105 of its 145); 2279 of 2897 (78.7%) after its moves: the floor
#: 2278 of 2897 (0.7863)
UNSEEN_READ_FLOOR = 0.786
#: measured 30 of 61 with the twelfth round's batch (its six catches are planted mistakes), 24 of 48
#: before it; the issue asks 2/3 (not reached: 41 of 61, 32 of 48). 25 of 49 before the rule that
#: sides sharing no symbol, none with a value, are a stated relation: it moved Bahdanau's post to
#: the tuning half and turned the 3D-parallelism chapter's 2Ψ = 2 × 30e9/(PP × TP) (Ψ, PP, TP
#: with no value in scope: not pinned down) from an error into a hypothesis
#: 31 of 57 after the twelfth round's rules (29 before helper A's: the givens' units and a time unit
#: spelled after a symbol catch two planted mistakes)
#: 34 of 61 with the third batch (three of its four planted mistakes); 33 of 60 once theprath1's
#: post moved to the tuning half (its planted 100 + 350 = 450 MB went with it); 33 of 59 once hz1957's
#: notes moved too (their planted miss, caught by the KB rule, went with them)
#: 32 of 55 after Desai's documents moved (his planted 4 × 1,600^2 and C_train went with them);
#: 39 of 67 with the fourth batch (7 of its 12: all four planted, three of its eight real); 36 of 64
#: once Wty2003328's problems moved (their three catches went with them)
#: 40 of 70 with the fifth batch; 38 of 68 once Pham's note moved (its two catches went with it); 41 of
#: 84 with the sixth batch and the rules written meanwhile (3 of its 16: the spacing rule reads
#: wangywust's planted `\;\approx\; 43\,\text{days}`); 38 of 70 after the last five moves; 39 of 74
#: with the seventh batch (Seyfi's planted FFN parameter count); 39 of 78 with the thirteenth round's
#: first batch (none of its four planted keys); 39 of 71 after the thirteenth round's rules and moves
#: (the given-list rule, tuned on the tuning half, catches the failures chapter's planted
#: I* = sqrt(30 x 7200); the moves took locchh's and sendoray's plants, each caught by the rule
#: written from it, to the tuning half); 37 of 64 once Hiep Tran's post (two real mistakes caught)
#: moved to the tuning half with the rules its false errors led to; 42 of 71 with the thirteenth round's
#: third batch (5 of its 7 mistaken keys, one of them by a misreading of 1.1k: README)
#: 38 of 66 after those moves (the third batch's five catches and Gou's two went with them)
#: 43 of 75 with the thirteenth round's fifth batch (5 of its 9 mistaken keys, all planted): above the floor, unchanged
#: 43 of 73 with the thirteenth round's fifth batch (Huang's notes: 5 of its 9 mistaken keys)
#: 46 of 79 with the fourth batch too (Kumar's chapters: 3 of its 6 mistaken keys)
#: 43 of 73 after that move
#: 45 of 82 with the thirteenth round's sixth batch (2 of its 9 mistaken keys, both planted): above the floor, unchanged
#: 47 of 81 with the thirteenth round's seventh batch (4 of its 8 mistaken keys, all planted): above the floor,
#: unchanged
#: 49 of 90 with the sixth and seventh batches merged
#: 46 of 83 once the rule for an equation set or solved moved czhou578's three notes to the tuning half
#: 49 of 91 with the thirteenth round's eighth batch (3 of its 8 mistaken keys, 1 real): above the floor,
#: 47 of 86 with the thirteenth round's ninth batch (1 of its 3 mistaken keys, all planted): above the floor,
#: unchanged
#: 50 of 93 after the eighth and ninth batches (their four catches) and that move
#: 48 of 91 once the failures chapter moved with its two planted keys
#: 41 of 79 after the one-name rule (vorushin's 16 block_size/W = V/W, V never defined, is a warning now) and
#: its move of four documents (six mistaken keys)
#: 50 of 95 with the fourteenth round's first batch (2 of its 4 mistaken keys, both planted): above the floor,
#: unchanged
#: 52 of 97 with the fourteenth round's second batch (4 of its 6 mistaken keys, all four planted): above the floor,
#: unchanged
#: 46 of 88 with the two batches (6 of their 10 mistaken keys, all planted) and the moves
#: 53 of 102 with the third and fourth batches (7 of their 14 mistaken keys: 5 real, 2 planted); 49 of 97
#: after the move (the notebook's four real catches left with it)
#: 47 of 91 after that move (their two planted catches left with them)
#: 50 of 102 with the fifth and sixth batches (3 of their 11 mistaken keys); 48 of 99 after the move
#: 53 of 106 with the seventh and eighth batches (5 of their 7 mistaken keys, all planted)
#: 52 of 105 after that move (its planted catch left with it)
#: 56 of 115 with the ninth and tenth batches (4 of their 10 mistaken keys: 1 real, 3 planted)
#: 53 of 105 after the fifteenth round's first moves (BlueSkyyyyyy's plant and the two \\approx catches
#: left with their documents, as did Wang's real miss)
#: 66 of 138 with the fifteenth round's four batches (13 of their 33 mistaken keys: 6 real, 7 planted);
#: 60 of 121 after its later moves
#: 64 of 132 with the second set (4 of its 11 mistaken keys); 62 of 128 after its moves
#: 63 of 129 with b34 (its planted key)
#: 68 of 140 with the last set (5 of its 11 mistaken keys); 67 of 138 after its move
#: 74 of 154 with the final batches (7 of their 16 mistaken keys: 1 real, 6 planted)
#: 73 of 148 after the sixteenth round's first moves (their planted catches left with them); 83 of 166 with
#: its batches (10 of their 18 mistaken keys: 5 real, 5 planted); 81 of 162 after its last moves
#: 80 of 161 once Habanoz's note moved (its plant, caught by the rule it led to, left with it); 86 of 177
#: with the second set (6 of its 16 mistaken keys: 1 real, 5 planted); 85 of 174 once RiazML's notes moved
#: 83 of 168 once the reading rules moved three documents (their misses and Pandey's planted catch left
#: with them); 93 of 197 with the third set (10 of its 29 mistaken keys: 6 real, 4 planted); 92 of 193
#: once BillPengpeng's notes moved
#: 91 of 189 once spicemonkey's note moved; 98 of 203 with the fourth set (7 of its 14 mistaken keys: 1 real,
#: 6 planted); 95 of 198 once xchencehn's chapter and re0phimes' notes moved
#: 98 of 210 with the fifth set (3 of its 12 mistaken keys, all planted); 96 of 207 once three of its
#: documents moved
UNSEEN_CAUGHT_FLOOR = 96
#: measured 3 in 633 read: the estimation chapter's (one quantity under two names) and, from the
#: twelfth round's batch (judged before its verdicts were seen, measured on the unchanged chalk
#: 7b2ef06), ShinnChou's two: `40 - 1.12 - 1.4 \approx 37.48\,\text{GiB}` (the chain's plain numbers
#: read in bytes, after the document's weights formula in bytes, not in the GiB written at its end)
#: and `S = 32k` (k read as chalk's experts_per_token, 32k refuted as 32 times k); 1 in 568 before
#: that batch. Raised from 3 to the measured 11 by the twelfth round's second batch (judged before its
#: verdicts were seen, measured on the unchanged chalk 8d1a3f2 = 381347e plus its documents): its
#: eight false errors are listed in tests/data/papers/README.md ("Twelfth round, second batch").
#: Measured 3 in 680 read after the round's rules moved the six documents they were found on to the
#: tuning half (ShinnChou's, Supanekar's, Bushuyeu's, Davis's, GAOYUEtianc's and Woo's): the estimation
#: chapter's and Desai's two (a conversion written as division by "1024^3 GB"; 16 bytes/param in prose)
#: 4 in 711 with helper A's rules: the compute-loss chapter's `20 \times \Psi^* = 20 \times 91 \times
#: 10^9` (Ψ* is 91.3e9 there, written 91e9: the whole-number mantissa is compared as exact), a relation
#: the starred-name rule now reads
#: Raised from 4 to the measured 7 (in 834 read) by the twelfth round's third batch (judged before its
#: verdicts were seen, measured on the unchanged chalk 9f3dd72): its three false errors, all in
#: theprath1's post, are one class, a scenario opened by a bold label in the same section keeps the
#: givens of the scenario before it (N_p = 0, N_d = 3 refute N_p + N_d = 5 and N_p / 1.875 = 4 N_d);
#: tests/data/papers/README.md ("Twelfth round, third batch") lists them. Measured 4 in 741 once
#: the rule for that class (papers/scenarios.py) moved the post to the tuning half; 2 in 643 after
#: Desai's two became rules (a product begun in prose, a conversion factor) and his documents moved:
#: the estimation chapter's and the compute-loss chapter's Ψ* rounding are left.
#: The twelfth round's fourth batch (judged before its verdicts were seen, measured on the unchanged
#: chalk 6f8e827, before Desai's rules) brought three: Wty2003328's `8192 \times 320\text{ KB} = 2.5
#: \,\mathrm{GB}` (binary KB and GB, read decimal), Hiep Tran's `500 tok/s × 3,600 s = 1,800,000 tok/h`
#: (a count over one hour written in tokens per hour) and his `3,600p_g/r_B = 3,600p_g t_B/B` (r_B =
#: B/t_B defined a section before, not carried over), listed in tests/data/papers/README.md ("Twelfth
#: round, fourth batch"); 5 in the merged measure, 4 once the binary-prefix rule moved Wty2003328's
#: problems to the tuning half. Raised from 4 to the measured 9 (in 936 read) by the twelfth round's
#: fifth batch (judged before its verdicts were seen, measured on the unchanged chalk b037dee): its
#: five, all in Aaron Pham's P/D note, are four of one class, a superscript label read as a power of
#: the name it decorates (`\Phi_{\text{linear}}^{95\%}` as Φ_linear^0.95, with the no-cache
#: Φ_linear = 5.18e15 set two displays before), and `3500 \times 7168 \times 8 \times 2 \times 2
#: \times 58 = 46.7 \text{ GB}` (46.56 GB, a last-digit rounding past "="'s tolerance); listed in
#: tests/data/papers/README.md ("Twelfth round, fifth batch"). 4 in 855 once the rule for the first
#: class (a percent superscript is a label) moved Pham's note to the tuning half. Raised from 4 to the
#: measured 6 (in 976 read) by the twelfth round's sixth batch (judged before its verdicts were seen,
#: measured on the unchanged chalk 4159b09): lilinji's `16 \times \Phi_{\text{LoRA}} = 16 \times 42\text{ MB}`
#: (Φ_LoRA = 41,943,040 substituted as the rounded 42 M, compared as exact) and ZOMI's course's
#: `B \times n_{\text{heads}} \times (2 s h_{\text{per\_head}} s) = 2Bs^2 h` (n_heads h_per_head = h, the
#: head size, never stated, refuted over free symbols); listed in tests/data/papers/README.md ("Twelfth
#: round, sixth batch")
#: 4 in 833 after the rounded-substitution rule moved the compute-loss chapter and Lee's post-training
#: lecture to the tuning half: the estimation chapter's, Hiep Tran's two and ZOMI's identity by an
#: unstated n_heads h_per_head = h
#: Raised from 4 to the measured 5 (in 900 read) by the thirteenth round's first batch (judged before its verdicts
#: were seen, measured on the unchanged chalk a9fccd1): Wayland Zhang's `m^{(2)} = 2.48` (a block index written as a
#: parenthesized superscript, read as a power of m, with m^{(1)} = 3.01 read as m = 3.01: "m^{(2)} is 9.06"); listed in
#: tests/data/papers/README.md ("Thirteenth round, first batch"). Lowered to the measured 4 (in 792 read)
#: when the rule for it moved Zhang's chapter to the tuning half (the estimation chapter's, Hiep Tran's
#: two and ZOMI's identity are left); 2 (in 766 read) when the rules for Hiep Tran's two moved his post
#: to the tuning half: the estimation chapter's (one quantity under two names) and ZOMI's identity
#: two and ZOMI's identity are left)
#: Raised from 4 to the measured 6 (in 876 read) by the thirteenth round's third batch (judged before its verdicts were
#: seen, measured on the unchanged chalk b983309): hzchenxiaobin's `3 \times 3 \times 7168 \times 18432 \approx 1.2` and
#: `2 \times 129K \times 7168 \approx 1.9`, rows of a table whose heading gives the unit (单位：B, billions), read as
#: plain counts; listed in tests/data/papers/README.md ("Thirteenth round, third batch")
#: After the merge (the third batch on the round's later rules): 4 in 850 read, the two above and hzchenxiaobin's two
#: Raised from 4 to the measured 7 (in 876 read) by the thirteenth round's second batch (judged before its verdicts
#: were seen, measured on the unchanged chalk b983309): Tom Gou's `\frac{7.2 \times 10^{23}}{989 \times 10^{12}
#: \text{ FLOPs/s}} \approx 7.28 \times 10^{8} \text{ s}` (a FLOP count written as a plain number over a rate in
#: FLOPs/s: "cannot compare", s/FLOP vs s) and `7.28 \times 10^8 \text{ s} = \frac{7.28 \times 10^8}{3600}` (seconds
#: turned into GPU-hours by an unstated 3600 s/h inside an equality chain), and Prasanth's `12.8 \times 10^2
#: \text{ secs} = 0.0147 \text{ days}` (1282 s is 0.01484 days, judged a rounding; "= allows 0.43%"); listed in
#: tests/data/papers/README.md ("Thirteenth round, second batch"). 3 in 798 read after the rules from both
#: batches and the moves: the estimation chapter's, ZOMI's identity and Prasanth's 0.0147 days
#: 3 in 847 read with the thirteenth round's fifth batch (none of its own): within the floor, so unchanged
#: Raised from 3 to the measured 5 (in 873 read) by the thirteenth round's fourth batch (judged before its
#: verdicts were seen, measured on the unchanged chalk 378ce4e): kunal0011's `2(16383) \times 1\,\mu\text{s}
#: \approx 32.7\text{ ms}` (a number before a parenthesized number read as their sum, 2 + 16383: "0.01639 s ≈
#: 0.0327 s") and `\text{Forward} (2N) + \text{Backward} (4N) = 6N` (a word label before its value in parentheses
#: read as a factor); listed in tests/data/papers/README.md ("Thirteenth round, fourth batch")
#: 5 in 919 read with the fourth and fifth batches merged (Kumar's two, the three above)
#: 3 in 844 read after that move: the estimation chapter's, ZOMI's identity and Prasanth's 0.0147 days
#: Raised from 3 to the measured 7 (in 976 read) by the thirteenth round's sixth batch (judged before its verdicts
#: were seen, measured on the unchanged chalk fb47884): Liu Kaixuan's three links that write hidden_size as h
#: inside one formula ((hidden\_size \times 4h + 4h) + … = 8 \cdot hidden\_size^2 + 5 \cdot hidden\_size, refuted
#: "at h = 1, hidden_size = 2") and generalaimodels' \Delta M = A_{tot} - A_{tot}^{recomp} \approx 0.7 A_{tot}
#: (the 30% kept stated in prose only); listed in tests/data/papers/README.md ("Thirteenth round, sixth batch")
#: Raised from 3 to the measured 6 (in 954 read) by the thirteenth round's seventh batch (judged before its
#: verdicts were seen, measured on the unchanged chalk fb47884): czhou578's equations set and solved after
#: "Setting t_compute = t_mem:" and "Solving for B:" (t-mem, two) and "Setting them equal:" (API pricing), refuted
#: as identities once earlier formulas define their names; listed in tests/data/papers/README.md ("Thirteenth
#: round, seventh batch")
#: 10 in 1086 read with the sixth and seventh batches merged (their four and three, the three above)
#: 7 in 993 read after that move (the sixth batch's four, the three above)
#: 7 in 1028 read with the thirteenth round's eighth batch (none of its own): within the floor, so unchanged
#: Raised from 7 to the measured 9 (in 1041 read) by the thirteenth round's ninth batch (judged before its verdicts
#: were seen, measured on the unchanged chalk c4434cc): Bojie Li's `b(F/P-Lk/\beta)=D_w/\beta` after "令兩項相等並
#: 整理，得到" (an equation the author sets, refuted as an identity: the round's rule reads English cues only) and
#: `p(B)=3/4` (an outcome's letter read as chalk's batch: "units: p of a unit in p(B)"); listed in
#: tests/data/papers/README.md ("Thirteenth round, ninth batch")
#: 8 in 1050 read after that move (the sixth batch's four, the ninth's p(B), the three older)
#: 2 in 862 read after the one-name rule and its move (Liu's, ZOMI's, generalaimodels' and the estimation
#: chapter's false errors are tuning's now); the ninth batch's p(B) and the sixth batch's one left
#: Raised from 8 to the measured 13 (in 1110 read) by the fourteenth round's first batch (judged before its verdicts
#: were seen, measured on the unchanged chalk eec0745): Jiaxin Zhang's five, 2BSD(12LD + 2LS + V) (L, D read as
#: chalk's context and data-parallel degree), 2\times70.6\text{B}=141.20\ \text{GFLOPs/token} (B read as bytes),
#: C \approx 120P^2 \Rightarrow P = \sqrt{C/120} \approx 6.1\times10^{10} (refuted as a universal claim), = 23 GiB
#: (continuing the planted 1.6e12/(8 x 4), not its written 2.5e10) and 7.84e6 s = 91 (days after the math); listed in
#: tests/data/papers/README.md ("Fourteenth round, first batch")
#: Raised from 8 to the measured 9 (in 1075 read) by the fourteenth round's second batch (judged before its verdicts
#: were seen, measured on the unchanged chalk eec0745): dborzov's `2{,}048 \times 16 \approx 33` TFLOPs (16 GFLOPs per
#: token in the prose before; the plain product read in the TFLOPs written at the end: "2{,}048 \times 16 is 3.277e+16
#: FLOP"); listed in tests/data/papers/README.md ("Fourteenth round, second batch")
#: 7 in 989 read with the two batches, after the prefix rule moved dborzov's prefill chapter: Jiaxin
#: Zhang's five, p(B) and the sixth batch's one
#: 7 in 1106 read with the third and fourth batches (none of their own), 7 in 1081 after the move
#: 2 in 986 read after that move: the ninth batch's p(B) and Prasanth's 12.8e2 secs = 0.0147 days
#: 6 in 1111 read with the fifth and sixth batches (4 of their own, in chalk's notation); 3 in 1069 after
#: the function rule and its move: Yue Lu's paged-KV S >= 512 and n_{kv} < n_q, and Prasanth's 12.8e2 secs
#: 5 in 1161 read with the seventh and eighth batches: atandra2000's KV=4 and Pandey's 942 MB / 227 GB/s =
#: 4053 µs (binary MB and GB/s, a judgment call), and the three above
#: 4 in 1125 read after that move: Pandey's 942 MB / 227 GB/s, Yue Lu's S >= 512 and n_{kv} < n_q,
#: Prasanth's 12.8e2 secs
#: 5 in 1311 read with the ninth and tenth batches: justin-aj's waste-reduction approximation (leading
#: terms over symbols) and the four above
#: 4 after the fifteenth round's first moves (justin-aj's waste reduction left with its document)
#: 18 in 1434 read with the fifteenth round's four batches (14 of their own, 4.8 per 100 of their 290);
#: 4 after its later rules and moves: Pandey's 942 MB / 227 GB/s, Yue Lu's S >= 512 and n_{kv} < n_q,
#: Dominator-Index's m = 8p after m = 4p on one line (two cases; a rule for it was tried and dropped, as it
#: read "h' = 2g, so h' = 3g" as cases too); Prasanth's 12.8e2 secs = 0.0147 days holds within the
#: rounding of its two decimals
#: 16 in 1558 read with the second set (12 of its own, 4.2 per 100 of its 287); 4 after its last rules and
#: moves (the four above)
#: 5 with b34: Rees's peak-memory total, right with the author's 22N_e, refuted with the planted 20N_e
#: defined above it (a consequence of the plant that the judge called correct)
#: 12 in 1639 read with the last set (7 of its own, 2.7 per 100 of its 264); 7 after its last rules and
#: move: the five above, Kagitha's collectives 2(n-1)/n M \approx 2 \times 140 (M's 140 GB given in prose)
#: and his formats exercise's w = 0.30 (a case of the exercise, w = 0.84 given above it)
#: 7 with the final batches (none of their own in 160 read)
#: 8 with the sixteenth round's batches (1 of their own in 190 read: Rebel001X's \log_2 p \cdot n = 6n,
#: read as log2(p n)); 7 after its last rules and moves
#: 11 with the second set (4 of its own in 264 read, all RiazML's: \rho = 10/(4 x 3) and \rho = 1.11 for
#: M/M/c where \rho = \lambda/\mu was M/M/1's, and 209 x 8 = 1,675 carrying 209.375); 7 after its rules and move
#: 6 once Pandey's 942 MB / 227 GB/s = 4053 µs moved with its rule; 12 with the third set (6 of its own in
#: 230 read: five of BillPengpeng's, words in math read as letters, and p1ckingstars' \Delta^* =
#: \sqrt{2 (1/30)/0.5}, its T_c given as 2 minutes = 1/30 hour); 7 after its rule and move
#: 5 once spicemonkey's note moved with the list-item rule (its S \ge 512; its n_{kv} < n_q went along); 11
#: with the fourth set (6 of its own in 204 read: \pi = 312 TFLOPS twice, a case in parentheses, 14 GFLOPS /
#: 155 TFLOPS, 0.125 x 4096 = 0.5 GB, b = W/BW); 5 after its rules and moves
#: 10 with the fifth set (5 of its own in 105 read: Hao AI Lab's T_e > T_a three times, conditions in prose;
#: Jianyu Huang's b = 0.5 bytes; Meko1's \times 2 \text{B} read as 2 billion); 5 after its last rules and moves
UNSEEN_FALSE_ERRORS = 5
#: the measured rate: 1.3 per 100 read with the twelfth round's second batch (11 in 849), 0.47 with its
#: first, 0.18 before; the issue's 1 per 100 is no longer met on held-out + new, so the test holds the
#: measured rate (raised from 1.0); 0.44 after the round's rules (3 in 680), held at the issue's 1.0;
#: 0.84 with the third batch (7 in 834), below it, so unchanged; 0.77 with the fourth batch (7 in 914),
#: below it, so unchanged; 0.96 with the fifth batch (9 in 936), below it, so unchanged; 0.61 with
#: the sixth batch (6 in 976), below it, so unchanged; 0.56 with the thirteenth round's first batch (5 in 900), below
#: it, so unchanged
#: 0.80 with the thirteenth round's second batch (7 in 876), below it, so unchanged
#: 0.35 with the thirteenth round's fifth batch (3 in 847), below it, so unchanged
#: 0.57 with the thirteenth round's fourth batch (5 in 873), below it, so unchanged
#: 0.72 with the thirteenth round's sixth batch (7 in 976), below it, so unchanged
#: 0.63 with the thirteenth round's seventh batch (6 in 954), below it, so unchanged
#: 0.68 with the thirteenth round's eighth batch (7 in 1028), below it, so unchanged
#: 0.86 with the thirteenth round's ninth batch (9 in 1041), below it, so unchanged
#: 1.17 with the fourteenth round's first batch (13 in 1110): the issue's 1 per 100 is no longer met on held-out +
#: new, so the test holds the measured rate (raised from 1.0 to 1.18)
#: 0.84 with the fourteenth round's second batch (9 in 1075), below it, so unchanged
#: 0.71 after the fourteenth round's rules and moves (7 in 989): back to the issue's 1 per 100
UNSEEN_FALSE_PER_100_READ = 1.0
#: the tuning half, as measured
#: measured 2026 of 2416 (83.9%) after the twelfth round moved its documents here (1816 of 2148, 84.5%,
#: before the moves; 1761 of 2147 before the twelfth round)
#: 2139 of 2583 (82.8%) with theprath1's post (153 relations, 97 read) and hz1957's notes
TUNING_READ_FLOOR = 0.82
#: measured 69 of 116 (66 of 113 before Wty2003328's, 65 of 109 before Desai's documents, 53 of 81
#: before the twelfth round's moves); 71 of 118 with Pham's note; 72 once thousands commas inside a
#: group of arithmetic are read (Desai's planted 4 \times (1,600^2)); 77 of 132 after the last moves
#: 85 of 139 after the thirteenth round's rules and moves (the moved documents' plants, and Lee's ledger's
#: 8.386e17 for 8.386e16 once 秒 is seconds)
#: 87 of 146 with Hiep Tran's post
#: 93 of 155 with the thirteenth round's moved batches
#: 96 of 163 with Kumar's chapters
#: 99 of 170 with czhou578's notes
#: 101 of 173 with the failures chapter
#: 106 of 185 with the four documents the one-name rule moved (it lost one tuning catch: gaoyuetianc's
#: second key of a formula still caught)
#: 107 of 186 with dborzov's prefill chapter (its planted key caught)
#: 112 of 191 with Modopi's notebook (its four real catches and the planted 3.869)
#: 114 of 197 with Jiaxin Zhang's two excerpts
#: 116 of 200 with the two documents the function rule moved
#: 117 of 201 with atandra2000's memory note
#: 125 of 211 with the fifteenth round's four moved documents and its \\approx rule (hzchenxiaobin's
#: binom(256, 8) \\approx 4.4e14 and Li's 2420 GB \\approx 2.52 TB)
#: 131 of 228 with the five documents the fifteenth round's later rules moved
#: 132 with a decimal of one significant digit exact in a sum too (Bojie Li's 0.1 + 0.096 + 256 x 0.0265 = 6.95)
#: 134 of 232 with the three documents the round's last rules moved (their planted keys)
#: 134 of 234 with YiTanJang's note (its planted 0.24 for 0.42 caught); gaoyuetianc's real 139,264 bytes is
#: a warning now (numbers written for d_ff and d_model, which it never gives a value in a formula)
#: 138 of 240 with the sixteenth round's first three moved documents (XPengZhao's 4K plant, Ganesh's and
#: Tsugrii's continued links); 140 of 244 with the two documents its last rules moved
#: 142 of 248 with Habanoz's plant and RiazML's planted 32 µs (its real W_q \approx 0.17, caught through
#: M/M/1's \rho, is a warning now: the paragraph sets c, which that \rho never uses)
#: 146 of 258 with the three documents the reading rules moved and BillPengpeng's notes (its planted
#: 1.97e15 is a warning now, caught before only through letters); Sidharth Rajaram's planted 8.64e18
#: FLOP-days, caught through the letters of "Over a day", is a warning now too
#: 150 of 267 with spicemonkey's note, xchencehn's chapter and re0phimes' notes
#: 152 of 270 with the fifth set's three moved documents
TUNING_CAUGHT_FLOOR = 152
#: measured 7: llm_note's 22*(512/231) = 48 ms (48.76 cut off), Part 4 of "How to Scale Your
#: Model"'s 4BHK(TG + S) (holds only with N = KG, kept in prose), the Chinchilla chapter's relative
#: loss (70B)^{-0.34} = 1.00, the ring chapter's T_flat/T_hier (seconds over a plain sum of
#: milliseconds) and the configuration-search chapter's three (997 MB twice in the unit of the line
#: before, 997 for 998.2; its equation in four symbols, a fourth, is now a stated relation); 18 on
#: chalk before the tenth round's rules,
#: with its final split; 11 before the eleventh round's (the three documents it moved brought one each);
#: 7 after the rule that sides sharing no symbol are a stated relation; 8 after the twelfth round moved
#: six documents here (Woo's alpha > beta, after "with alpha = beta" earlier in the sentence, the one left);
#: 7 after the scenario rule (the ring chapter's T_flat/T_hier, its T_flat set to two values in the section,
#: is now a warning); 8 with Pham's note moved here: its `… \times 58 = 46.7 \text{ GB}` (46.56 GB,
#: judged correct, one digit past "="'s tolerance); 9 with MRFIRE5673's report moved here: its
#: `\text{Forward} + \text{Backward} = 3 \times \text{Forward}` (Backward = 2 Forward, said in prose), refuted
#: over two names with no value once `3 \times \text{Forward}` is read as a product
#: 8 after the fourteenth round's one-name rule and its move: MRFIRE5673's Forward + Backward and Part 4's
#: 4BHK(TG + S) are warnings now; Liu's total count (h = hidden_size kept, 12·hidden_size^2 for 12h^2 + 13h) came
#: with the move
#: 6 after the prefix rule: Pham's 46.7 GB and the configuration-search chapter's 997 MB stay (one digit
#: past "=" in base units), its 2 x 997 = 1.99 GB and 10 x 997 = 9.97 GB hold in MB
#: 7 with Jiaxin Zhang's excerpts: their 2BSD(12LD + 2LS + V) stays (L, D, V read as chalk's in a
#: document whose \mathrm{MFU} puts it in chalk's notation)
#: 8 with the fifteenth round's moves: justin-aj's waste reduction (leading terms over symbols) came along
#: 11 with them: Batra's C = 6N(20N) ⟹ N = … (a boxed count and its label, read as false) and his D/N =
#: 15e12/8e9 (D = 20N of another case), ramanarayan86's rearranged optimality condition of another section
#: 10 once a value restated in parentheses is no factor (Batra's 10^{11}\ (100\text{B}): a warning now)
#: 9 once a rearrangement of an earlier condition is no error (ramanarayan86's D^beta/N^alpha = B beta/(A alpha))
#: 11 with the sixteenth round's moves: spicemonkey's n_{kv} < n_q (two of chalk's inputs, no values) and
#: re0phimes' b = W/BW (BW read as batch times W in chalk's notation) came along
#: 12 with the fifth set's moves: Hao AI Lab's "Any drift toward $T_e > T_a$" (no condition word) came along
TUNING_FALSE_ERRORS = 12
MAP_LINES = 1  # the issue: at most one map line each


@pytest.fixture(scope="module")
def measured():
    return {doc: measure(doc) for doc in documents()}


def test_the_corpus_holds_documents_by_other_authors_each_with_its_source_and_licence():
    docs = documents()
    assert len([d for d in docs if d.parent == NEW]) >= 6
    for doc in docs:
        judged = json.loads(judgments_path(doc).read_text())
        assert judged["source"] and judged["licence"], doc.name
        assert "Source:" in doc.read_text().split("-->")[0], doc.name


def test_every_relation_chalk_counts_is_judged_and_no_judgment_is_stale(measured):
    for doc, (m, unjudged) in measured.items():
        assert unjudged == [], f"{doc.name}: {[r.key for r in unjudged]}"
        judged = json.loads(judgments_path(doc).read_text())["relations"]
        assert {v["human"] for v in judged.values()} <= set(JUDGMENTS)
        assert len(judged) == m.relations, f"{doc.name}: judgments for relations chalk no longer counts"


def test_on_documents_never_tuned_on_it_reads_catches_and_raises_few_false_errors(measured):
    unseen = total([m for doc, (m, _) in measured.items() if half(doc) != "tuning"])
    assert unseen.relations >= UNSEEN_RELATIONS
    assert unseen.coverage >= max(UNSEEN_READ_FLOOR, 0.60), f"read {unseen.coverage:.0%}"
    assert unseen.caught >= UNSEEN_CAUGHT_FLOOR, f"caught {unseen.caught} of {unseen.mistakes}"
    assert unseen.false_alarms <= UNSEEN_FALSE_ERRORS, f"{unseen.false_alarms} false errors"
    per_100 = unseen.false_alarms * 100 / unseen.read
    assert per_100 <= UNSEEN_FALSE_PER_100_READ, f"{unseen.false_alarms} false errors in {unseen.read} read"


def test_the_tuning_half_does_not_regress(measured):
    tuning = total([m for doc, (m, _) in measured.items() if half(doc) == "tuning"])
    assert tuning.coverage >= TUNING_READ_FLOOR, f"read {tuning.coverage:.0%}"
    assert tuning.caught >= TUNING_CAUGHT_FLOOR, f"caught {tuning.caught} of {tuning.mistakes}"
    assert tuning.false_alarms <= TUNING_FALSE_ERRORS, f"{tuning.false_alarms} false errors"
    assert all(m.map_lines <= MAP_LINES for m, _ in measured.values())
