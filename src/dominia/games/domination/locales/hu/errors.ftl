# Domination's errors that came with the property tests (issue 16).
# project's own

error-map-import-write = a térkép nem másolható ide: { $folder } ({ $reason })
