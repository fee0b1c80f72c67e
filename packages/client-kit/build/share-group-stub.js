// Intentionally empty: share-group-loader.cjs writes each module's source from the query on this file.
