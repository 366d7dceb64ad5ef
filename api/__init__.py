"""chalk: symbolic derivations and proofs of how LLMs are trained and served.

One import name over the stages, which live in their own folders of the repository:

    chalk.units        dimensions, the unit registry and unit inference
    chalk.derivations  the model: quantities, definitions, claims, parts, catalogs, the book
    chalk.constraints  judging: z3 translation, the prover, the four checks, mutation
    chalk.exporters    printers of the same sympy trees: LaTeX, numpy, C, figures, report
    chalk.cli          the thin command line

Imports run one way: units <- derivations <- constraints <- exporters <- cli. The public
names below load lazily, so ``import chalk`` (and ``chalk --help``) imports neither sympy
nor z3. For your own claims: ``quantity``, ``define``, ``claim``, ``Claim``,
``Derivation``, ``Example``, ``Part``, ``Q_``, ``chalk.vocabulary`` (every lecture quantity
by name), ``chalk.catalog`` (hardware and models) and ``verify`` (the ``verify --json``
report); the README's "API reference" lists them. What the commands answer, from Python:
``evaluate`` (``chalk eval``), ``sweep``, ``plan_serve``, ``plan_train`` and ``validate``
(``chalk._plans``, over the evaluation core ``chalk.evaluation``).
"""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    # what a type checker and an IDE see: the real objects (the lazy table below must name
    # the same ones; tests/test_tooling.py checks), and no module ``__getattr__``, so a
    # misspelt ``chalk.Clam`` is an error
    from chalk import catalog as catalog
    from chalk import vocabulary as vocabulary
    from chalk._api import at as at
    from chalk._api import declared as declared
    from chalk._api import unfold as unfold
    from chalk._api import verify as verify
    from chalk._plans import Evaluation as Evaluation
    from chalk._plans import ServePlans as ServePlans
    from chalk._plans import Sweep as Sweep
    from chalk._plans import evaluate as evaluate
    from chalk._plans import plan_serve as plan_serve
    from chalk._plans import plan_train as plan_train
    from chalk._plans import sweep as sweep
    from chalk._plans import validate as validate
    from chalk.constraints.checks import RunSettings as RunSettings
    from chalk.constraints.prover import prove as prove
    from chalk.constraints.verdict import Status as Status
    from chalk.constraints.verdict import Verdict as Verdict
    from chalk.derivations.book_quantities import FitLayout as FitLayout
    from chalk.derivations.book_quantities import FitQuantities as FitQuantities
    from chalk.derivations.book_quantities import ServingQuantities as ServingQuantities
    from chalk.derivations.book_quantities import Term as Term
    from chalk.derivations.book_quantities import TrainingQuantities as TrainingQuantities
    from chalk.derivations.domains import Domain as Domain
    from chalk.derivations.model import Book as Book
    from chalk.derivations.model import Claim as Claim
    from chalk.derivations.model import Derivation as Derivation
    from chalk.derivations.model import Example as Example
    from chalk.derivations.model import Part as Part
    from chalk.derivations.model import Step as Step
    from chalk.derivations.quantities import Sourced as Sourced
    from chalk.derivations.quantities import SymbolTable as SymbolTable
    from chalk.derivations.quantities import define as define
    from chalk.derivations.quantities import quantity as quantity
    from chalk.derivations.registry import Registry as Registry
    from chalk.derivations.registry import claim as claim
    from chalk.derivations.registry import figure as figure
    from chalk.units.registry import Q_ as Q_
    from chalk.units.registry import ureg as ureg
else:
    from chalk.units.lazy import lazy_package

    #: the model's public names resolve through ``chalk.derivations``, which says where each
    #: lives; ``chalk.vocabulary`` and ``chalk.catalog`` are submodules that load on first use
    __all__, __getattr__, __dir__ = lazy_package(
        "chalk",
        globals(),
        {
            "chalk.derivations": "Book Claim Derivation Example Part Step Sourced define quantity claim figure "
            "Q_ ureg SymbolTable Registry",
            "chalk.constraints.prover": "prove",
            "chalk.constraints.verdict": "Verdict Status",
            "chalk.constraints.checks": "RunSettings",
            "chalk.derivations.domains": "Domain",
            "chalk.derivations.book_quantities": "ServingQuantities TrainingQuantities FitQuantities FitLayout Term",
            "chalk._api": "verify at unfold declared",
            "chalk._plans": "evaluate sweep plan_serve plan_train validate Evaluation Sweep ServePlans",
        },
        submodules=("vocabulary", "catalog"),
    )
