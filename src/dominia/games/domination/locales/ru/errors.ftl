# Domination's errors that came with the property tests (issue 16).
# project's own

error-map-import-write = не удаётся скопировать карту в { $folder } ({ $reason })
