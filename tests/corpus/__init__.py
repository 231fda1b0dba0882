"""The corpus: catalogs and fixtures, feature files and their tags, traceability, positions,
expectations files, and what bad corpus input does."""
