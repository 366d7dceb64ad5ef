"""The four checks by name, in table order: sympy-free, so a command can print a cached
report without importing the model."""

CHECKS = ("units", "identity", "numeric", "proof")
