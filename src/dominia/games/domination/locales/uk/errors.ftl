# Domination's errors that came with the property tests (issue 16).
# project's own

error-map-import-write = не вдається скопіювати мапу до { $folder } ({ $reason })
