"""The web server: lobby, live play over WebSockets, storage, and the browser client.

`create_app(db_url)` (app.py) builds the FastAPI app; `dominia serve` runs it with uvicorn.
"""

from __future__ import annotations
