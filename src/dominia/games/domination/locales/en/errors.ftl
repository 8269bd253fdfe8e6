# Domination's errors that came with the property tests (issue 16).

error-map-import-write = cannot copy the map into { $folder } ({ $reason })
