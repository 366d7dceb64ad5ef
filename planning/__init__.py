"""Planning: searches over layouts whose every number is a quantity of the book."""
