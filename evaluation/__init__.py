"""The evaluation core: one stage between the derivations and every caller.

A ``Request`` (typed values from keyword arguments) becomes the layered inputs of
``setup.build_setup`` (typed > precision > model > hardware > prices > default, written
once); ``result.quantity_result`` evaluates a quantity through its generated function;
``books.reading`` chooses the one book a run reads; ``units_text`` parses a time, size or
count a person typed. Errors are the types of ``errors``. The CLI, the planner,
``chalk validate``, the bench and the facade (``chalk.evaluate``) call it; none of them
builds inputs of its own.
"""
